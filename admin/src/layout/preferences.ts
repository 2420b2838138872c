import {
  LAYOUT_DEFAULTS,
  LAYOUT_OPTIONS,
  LAYOUT_RESET,
  sanitizePreferences,
  type LayoutPreferences,
} from '@newsroom/config';

export type PreferencesAction =
  | { type: 'load'; preferences: unknown }
  | { type: 'apply'; changes: Partial<LayoutPreferences> }
  | { type: 'reset' }
  | { type: 'toggleCondensed' };

/** Stored preferences over the new-user defaults; unknown keys and values are dropped. */
export const fromStored = (stored: unknown): LayoutPreferences => ({
  ...LAYOUT_DEFAULTS,
  ...sanitizePreferences(stored),
});

export const preferencesReducer = (state: LayoutPreferences, action: PreferencesAction): LayoutPreferences => {
  switch (action.type) {
    case 'load':
      return fromStored(action.preferences);
    case 'apply':
      return { ...state, ...sanitizePreferences(action.changes) };
    case 'reset':
      return { ...LAYOUT_RESET };
    case 'toggleCondensed':
      return { ...state, leftSidebarSize: state.leftSidebarSize === 'condensed' ? 'default' : 'condensed' };
  }
};

/** `?layout=horizontal` picks the layout type when it is a known one. */
export const layoutFromQuery = (search: string): LayoutPreferences['layoutType'] | undefined => {
  const value = new URLSearchParams(search).get('layout');
  return (LAYOUT_OPTIONS.layoutType as readonly string[]).includes(value ?? '')
    ? (value as LayoutPreferences['layoutType'])
    : undefined;
};

/** The sidebar options only mean something when there is a sidebar. */
export const hasSidebar = (preferences: LayoutPreferences): boolean => preferences.layoutType !== 'horizontal';
