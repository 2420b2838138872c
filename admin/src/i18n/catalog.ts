import type { TranslationMessages } from 'react-admin';
import type shellEn from './en/shell';

type Messages = { [key: string]: Messages | string };

/** What an area's module adds to the catalog: the same named exports in `en/<area>.ts` and `nl/<area>.ts`. */
export interface AreaCatalog {
  menu?: Messages;
  resources?: Messages;
  screens?: Messages;
  validation?: Messages;
  errorCodes?: Messages;
  errorNames?: Messages;
}

/**
 * The areas merged into each language's catalog, in this order (a later area's key wins). The one list for
 * both languages: a new area is its two files and its name here.
 */
export const AREAS = [
  'errorCodes',
  'pages',
  'resources',
  'content',
  'comments',
  'profiles',
  'sales',
  'customers',
  'orders',
  'invoices',
  'einvoice',
  'links',
  'segments',
  'mailTemplates',
  'campaigns',
  'abTests',
  'mailLists',
  'triggers',
  'automations',
  'subscriptions',
  'mandates',
  'directDebits',
  'forms',
  'marketing',
  'vacancies',
  'events',
  'partners',
  'tickets',
  'push',
  'files',
  'siteSettings',
  'meet',
  'systemEmails',
  'tags',
  'log',
  'tour',
  'exports',
] as const;

type Shell = typeof shellEn;
/** One language's modules by path (`./nl/shell.ts` ...): each language file globs its own folder only, so a
 * language's texts are one chunk, loaded when that language is used (./load.ts). */
export type LanguageModules = Record<string, AreaCatalog & { default?: Shell }>;

/** One language's catalog: react-admin's own texts (`base`), the shell (`<language>/shell.ts`) and every area. */
export function catalogOf(
  language: 'en' | 'nl',
  base: TranslationMessages,
  modules: LanguageModules,
): TranslationMessages {
  // A missing module is a mistake in the tree, not something to translate around.
  const moduleOf = (name: string) => {
    const found = modules[`./${language}/${name}.ts`];
    if (!found) throw new Error(`i18n: ${language}/${name}.ts is missing`);
    return found;
  };
  const shell = moduleOf('shell').default as Shell;
  const areas = AREAS.map((name) => moduleOf(name));
  const merged = (part: keyof AreaCatalog): Messages => Object.assign({}, ...areas.map((area) => area[part] ?? {}));
  return {
    ...base,
    app: {
      ...shell,
      errors: { ...shell.errors, codes: merged('errorCodes'), names: merged('errorNames') },
      menu: { ...shell.menu, ...merged('menu') },
      validation: { ...shell.validation, codes: { ...shell.validation.codes, ...merged('validation') } },
      ...merged('screens'),
    },
    resources: merged('resources'),
  };
}
