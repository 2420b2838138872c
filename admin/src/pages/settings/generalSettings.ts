import {
  COVER_REMOVAL_MAX_DAYS,
  ORDER_SERIAL_MAX_LENGTH,
  PAGE_EDITORS,
  RESIZE_MAX,
  RESIZE_MIN,
  TEXT_ALIGNS,
  mergedSiteConfig,
  siteConfigFailures,
  type SiteSettings,
} from '@newsroom/config';

/**
 * /settings/general as a table of fields: each field is a path in the site configuration ('sales.orderSerialLength'),
 * so the draft is flat, the payload is built by path and the server's refusals (details.errors paths) land on the
 * field that caused them.
 */
export type FieldKind = 'text' | 'number' | 'switch' | 'lines' | 'fonts' | 'select' | 'color';
export interface FieldDef {
  path: string;
  kind: FieldKind;
  options?: readonly string[];
  min?: number;
  max?: number;
}
export interface SectionDef {
  key: string;
  fields: FieldDef[];
}

const text = (path: string): FieldDef => ({ path, kind: 'text' });
const number = (path: string, min: number, max?: number): FieldDef => ({ path, kind: 'number', min, max });
const EDITOR = 'engagementEditorSettings';

export const SECTIONS: SectionDef[] = [
  {
    key: 'global',
    fields: [
      text('global.siteName'),
      text('global.frontendURI'),
      { path: 'global.domains', kind: 'lines' },
      { path: 'global.hasCurrentInstall', kind: 'switch' },
    ],
  },
  {
    key: 'content',
    fields: [
      number('content.resizeWidth', RESIZE_MIN, RESIZE_MAX),
      number('content.resizeHeight', RESIZE_MIN, RESIZE_MAX),
      number('content.coverRemovalDays', 0, COVER_REMOVAL_MAX_DAYS),
      { path: 'content.publishReactions', kind: 'switch' },
      { path: 'content.addHighlightedCategoryToDefault', kind: 'switch' },
    ],
  },
  {
    key: 'pages',
    fields: [
      { path: 'pages.editor', kind: 'select', options: PAGE_EDITORS },
      { path: 'pages.fonts', kind: 'fonts' },
      { path: 'pages.bodyValues.backgroundColor', kind: 'color' },
      text('pages.bodyValues.contentWidth'),
      text('pages.bodyValues.fontFamily.label'),
      text('pages.bodyValues.fontFamily.value'),
    ],
  },
  { key: 'social', fields: [text('social.contentPath'), text('social.vacancyPath')] },
  {
    key: 'sales',
    fields: [number('sales.orderSerialLength', 1, ORDER_SERIAL_MAX_LENGTH), number('sales.orderStartWithSerial', 1)],
  },
  {
    key: 'editor',
    fields: [
      { path: `${EDITOR}.bodyValues.backgroundColor`, kind: 'color' },
      text(`${EDITOR}.bodyValues.contentWidth`),
      text(`${EDITOR}.bodyValues.fontFamily.label`),
      text(`${EDITOR}.bodyValues.fontFamily.value`),
      text(`${EDITOR}.articleTitle.fontFamily`),
      number(`${EDITOR}.articleTitle.fontSize`, 8, 72),
      { path: `${EDITOR}.articleTitle.textAlign`, kind: 'select', options: TEXT_ALIGNS },
      { path: `${EDITOR}.articleTitle.color`, kind: 'color' },
      text(`${EDITOR}.articleIntro.fontFamily`),
      number(`${EDITOR}.articleIntro.fontSize`, 8, 72),
      { path: `${EDITOR}.articleIntro.color`, kind: 'color' },
      text(`${EDITOR}.border.top`),
      text(`${EDITOR}.border.right`),
      text(`${EDITOR}.border.bottom`),
      text(`${EDITOR}.border.left`),
      number(`${EDITOR}.borderRadius`, 0, 50),
    ],
  },
];
export const FIELDS: FieldDef[] = SECTIONS.flatMap((section) => section.fields);
/** The sections this page sends (the social accounts and engagement settings have their own screens). */
const SENT = ['global', 'content', 'pages', 'social', 'sales', EDITOR] as const;

export type Draft = Record<string, string | boolean>;

const read = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], source);

const write = (target: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
};

/** Fonts as lines "Label = CSS font stack". */
const fontsText = (fonts: unknown) =>
  Array.isArray(fonts) ? fonts.map((f) => `${f?.label ?? ''} = ${f?.value ?? ''}`).join('\n') : '';
const fontsOf = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      return at < 0
        ? { label: line, value: line }
        : { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });

/** The form's values from the configuration as it applies (the server's merged view, defaults under it). */
export function draftOf(config: Partial<SiteSettings> | undefined): Draft {
  const merged = mergedSiteConfig(config as Record<string, unknown> | undefined);
  return Object.fromEntries(
    FIELDS.map(({ path, kind }) => {
      const value = read(merged, path);
      if (kind === 'switch') return [path, value === true];
      if (kind === 'lines') return [path, Array.isArray(value) ? value.join('\n') : ''];
      if (kind === 'fonts') return [path, fontsText(value)];
      return [path, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/** The sections to send, built from the draft by path; numbers as numbers, lines as lists. */
export function payloadOf(draft: Draft): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const { path, kind } of FIELDS) {
    const value = draft[path];
    if (kind === 'switch') write(payload, path, value === true);
    else if (kind === 'number') write(payload, path, String(value).trim() === '' ? null : Number(value));
    else if (kind === 'lines')
      write(
        payload,
        path,
        String(value)
          .split(/[\s,;]+/)
          .map((d) => d.trim().toLowerCase())
          .filter(Boolean),
      );
    else if (kind === 'fonts') write(payload, path, fontsOf(String(value)));
    else write(payload, path, String(value).trim());
  }
  return Object.fromEntries(SENT.map((section) => [section, payload[section]]));
}

export type Problem = { code: string; params?: Record<string, string | number> };

/** The shared rules' failures of the draft, by field path (the server checks the same again). */
export function problemsOf(draft: Draft): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const failure of siteConfigFailures(payloadOf(draft))) {
    const path = failure.path.map(String);
    // A font line's failure (pages.fonts.0.label) belongs to the fonts field.
    const key = path[1] === 'fonts' ? 'pages.fonts' : path.join('.');
    problems[key] ??= { code: failure.code, params: failure.params };
  }
  return problems;
}

/** What the settings do, for the lines under each section. */
export function effectsOf(draft: Draft) {
  const serialLength = Number(draft['sales.orderSerialLength']) || 0;
  const start = Number(draft['sales.orderStartWithSerial']) || 0;
  const base = String(draft['global.frontendURI']).replace(/\/+$/, '');
  const path = String(draft['social.contentPath']).replace(/\/+$/, '');
  return {
    cover: { width: draft['content.resizeWidth'], height: draft['content.resizeHeight'] },
    coverDays: Number(draft['content.coverRemovalDays']) || 0,
    orderNumber: serialLength > 0 && start > 0 ? String(start).padStart(serialLength, '0') : '',
    articleLink: `${base}${path}/voorbeeld-artikel`,
  };
}
