// Background jobs (SPEC section 3 "Job status words") and the profile import/export they run.
// Shared by the CMS (authority) and the console (import wizard, progress bar).

/**
 * A job's life: CREATED (stored) → PENDING_JOB (queued) → PREPARING_FOR_INITIALIZATION (claimed by a
 * worker) → INITIALIZING (e.g. counting rows) → PROCESSING (chunks) → COMPLETING (clean-up) →
 * COMPLETED; on an error FAILING (clean-up) → FAILED.
 */
export const JOB_STATUSES = [
  'CREATED',
  'PREPARING_FOR_INITIALIZATION',
  'INITIALIZING',
  'PENDING_JOB',
  'PROCESSING',
  'COMPLETING',
  'COMPLETED',
  'FAILING',
  'FAILED',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job in one of these is finished; the console stops polling. */
export const JOB_FINAL_STATUSES: readonly JobStatus[] = ['COMPLETED', 'FAILED'];
/** A worker was busy with a job in one of these; after a crash the job is resumed from its checkpoint. */
export const JOB_RUNNING_STATUSES: readonly JobStatus[] = [
  'PREPARING_FOR_INITIALIZATION',
  'INITIALIZING',
  'PROCESSING',
  'COMPLETING',
];

export type JobProgress = { total: number | null; processed: number; succeeded: number; failed: number };

/** Job type of the profile import (`POST /api/profiles/import/:id/run`). */
export const PROFILE_IMPORT_JOB = 'profile-import';

/** What happens with a row whose e-mail address already has a profile (case-insensitive). */
export const IMPORT_MODES = ['skip', 'update', 'mergeTags'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** What the dry run and the job decide per row. */
export const IMPORT_ACTIONS = ['create', 'update', 'skip', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Name of the reason column the error file adds (or fills, when a corrected error file comes back). */
export const IMPORT_ERROR_COLUMN = 'Fout';

/**
 * Profile fields a column can be mapped to, with the header names (Dutch and English, compared without
 * case, accents, spaces and punctuation) that suggest them. `address.*` fill the profile's first address.
 * `tags` and `newsletters` hold lists separated by commas or semicolons; a tag may be `KIND:name`
 * (ACCESS, EVENT or INTEREST; INTEREST when no kind is given).
 */
export const IMPORT_FIELDS = [
  {
    name: 'email',
    required: true,
    aliases: [
      'e-mail',
      'email',
      'e-mailadres',
      'emailadres',
      'e-mail adres',
      'email address',
      'e-mail address',
      'mail',
      'mailadres',
    ],
  },
  { name: 'firstName', aliases: ['voornaam', 'first name', 'firstname', 'given name', 'roepnaam'] },
  { name: 'lastName', aliases: ['achternaam', 'last name', 'lastname', 'surname', 'family name', 'familienaam'] },
  {
    name: 'phoneNumber',
    aliases: [
      'telefoon',
      'telefoonnummer',
      'tel',
      'tel.',
      'mobiel',
      'mobiel nummer',
      'phone',
      'phone number',
      'telephone',
      'mobile',
    ],
  },
  { name: 'type', aliases: ['type', 'profieltype', 'profile type', 'soort'] },
  // `locale` was the field's old name: files with that header still import.
  { name: 'language', aliases: ['taal', 'language', 'locale', 'voorkeurstaal'] },
  { name: 'source', aliases: ['bron', 'herkomst', 'source'] },
  { name: 'optIn', aliases: ['opt-in', 'optin', 'toestemming', 'consent'] },
  { name: 'allowMessages', aliases: ['berichten toestaan', 'allow messages'] },
  { name: 'emailNotifications', aliases: ['e-mailmeldingen', 'email notifications', 'e-mail notifications'] },
  { name: 'screenName', aliases: ['schermnaam', 'screen name', 'screenname', 'nickname'] },
  { name: 'website', aliases: ['website', 'site', 'url', 'webadres'] },
  { name: 'twitter', aliases: ['twitter'] },
  { name: 'instagram', aliases: ['instagram'] },
  { name: 'facebook', aliases: ['facebook'] },
  { name: 'linkedin', aliases: ['linkedin'] },
  { name: 'bio', aliases: ['bio', 'biografie', 'over mij', 'about'] },
  { name: 'tags', aliases: ['tags', 'tag', 'labels', 'interesses', 'interests'] },
  { name: 'newsletters', aliases: ['nieuwsbrieven', 'nieuwsbrief', 'newsletters', 'newsletter'] },
  {
    name: 'address.company',
    aliases: ['bedrijf', 'bedrijfsnaam', 'organisatie', 'company', 'organisation', 'organization'],
  },
  {
    name: 'address.address',
    aliases: ['adres', 'straat', 'straat en huisnummer', 'address', 'street', 'street address'],
  },
  { name: 'address.postcode', aliases: ['postcode', 'zip', 'zipcode', 'zip code', 'postal code', 'post code'] },
  { name: 'address.city', aliases: ['plaats', 'woonplaats', 'stad', 'city', 'town'] },
  { name: 'address.country', aliases: ['land', 'landcode', 'country', 'country code'] },
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number]['name'];
export const IMPORT_FIELD_NAMES: readonly string[] = IMPORT_FIELDS.map((f) => f.name);

/** A header as compared with the aliases: lower case, no accents, only letters and digits. */
export const headerKey = (header: string) =>
  String(header ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const ALIAS_INDEX = new Map<string, string>(
  IMPORT_FIELDS.flatMap((f) => [
    [headerKey(f.name), f.name],
    ...f.aliases.map((a) => [headerKey(a), f.name] as [string, string]),
  ]),
);

/** One field (or null) per header, each field at most once (the first header that names it wins). */
export function suggestMapping(headers: string[]): (string | null)[] {
  const used = new Set<string>();
  return headers.map((header) => {
    const field = ALIAS_INDEX.get(headerKey(header)) ?? null;
    if (!field || used.has(field)) return null;
    used.add(field);
    return field;
  });
}
