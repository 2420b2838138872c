// Layout preferences: SPEC.md sections 2 and 9.
export const LAYOUT_OPTIONS = {
  layoutType: ['vertical', 'horizontal', 'detached', 'two-column'],
  layoutWidth: ['fluid', 'boxed'],
  menuPosition: ['fixed', 'scrollable'],
  leftSidebarType: ['dark', 'light', 'brand', 'gradient'],
  leftSidebarSize: ['default', 'condensed', 'compact'],
  topbar: ['dark', 'light'],
} as const;

export type LayoutOptionName = keyof typeof LAYOUT_OPTIONS;
export type LayoutPreferences = {
  [K in LayoutOptionName]: (typeof LAYOUT_OPTIONS)[K][number];
} & { checked: boolean };

/** What a new user starts with (section 9; "loader off" is the `checked` flag). */
export const LAYOUT_DEFAULTS: LayoutPreferences = {
  layoutType: 'vertical',
  layoutWidth: 'fluid',
  menuPosition: 'fixed',
  leftSidebarType: 'dark',
  leftSidebarSize: 'default',
  topbar: 'dark',
  checked: false,
};

/** What "Reset to Default" in the theme panel gives (section 2). */
export const LAYOUT_RESET: LayoutPreferences = {
  layoutType: 'horizontal',
  layoutWidth: 'fluid',
  menuPosition: 'fixed',
  leftSidebarType: 'light',
  leftSidebarSize: 'default',
  topbar: 'dark',
  checked: false,
};

/**
 * Keeps only known keys with allowed values; anything else is dropped so a
 * client can never store arbitrary data in the preferences column.
 */
export function sanitizePreferences(input: unknown): Partial<LayoutPreferences> {
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== 'object') return out;
  const source = input as Record<string, unknown>;
  for (const key of Object.keys(LAYOUT_OPTIONS) as LayoutOptionName[]) {
    const allowed = LAYOUT_OPTIONS[key] as readonly string[];
    if (typeof source[key] === 'string' && allowed.includes(source[key] as string)) out[key] = source[key];
  }
  if (typeof source.checked === 'boolean') out.checked = source.checked;
  return out as Partial<LayoutPreferences>;
}

/** The guided tour (issue #23): the version a user finished or skipped; a later version starts again. */
export const TOUR_VERSION = 1;
/** Kept apart from the layout, so saving a layout never writes back an older tour state. */
export type TourPreference = { tourCompleted?: number };

export function tourPreferenceOf(input: unknown): TourPreference {
  const value = (input as Record<string, unknown> | null)?.tourCompleted;
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= TOUR_VERSION
    ? { tourCompleted: value as number }
    : {};
}

export function invalidPreferenceKeys(input: Record<string, unknown>): string[] {
  const clean = { ...sanitizePreferences(input), ...tourPreferenceOf(input) };
  return Object.keys(input).filter((k) => !(k in clean));
}
