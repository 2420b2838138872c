/**
 * The system e-mails' shared shapes and merge fields (docs/system-emails.md): the catalogue in
 * `system-emails.ts` is made of one file per area (`system-emails-account.ts`, `-sales.ts`, `-site.ts`,
 * `-support.ts`), each a list of definitions built from these.
 */
export const SYSTEM_EMAIL_LANGUAGES = ['nl', 'en'] as const;
export type SystemEmailLanguage = (typeof SYSTEM_EMAIL_LANGUAGES)[number];

export type Words = { nl: string; en: string };
export type SystemEmailField = { name: string; description: Words; sample: string };
export type SystemEmailText = { subject: string; body: string };
export type SystemEmailDefinition = {
  key: string;
  name: Words;
  trigger: Words;
  fields: SystemEmailField[];
  defaults: Record<SystemEmailLanguage, SystemEmailText>;
};

/** A merge field: its name, what it holds (nl, en) and the sample value of previews. */
export const f = (name: string, nl: string, en: string, sample: string): SystemEmailField => ({
  name,
  description: { nl, en },
  sample,
});
export const LINK = (sample: string) => f('link', 'De link om te openen', 'The link to open', sample);
export const DAYS = (days: number) => f('days', 'Dagen dat de link geldig is', 'Days the link is valid', String(days));
export const COMPANY = f('company', 'Naam van het bedrijf (kanaal)', 'Company name (channel)', 'Uitgeverij Voorbeeld');
