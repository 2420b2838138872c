import { DEFAULT_COUNTRY } from '@newsroom/config';

/** Set by the server only: never sent back (accountStatus and blocked follow the account actions). */
const READ_ONLY = [
  'accountStatus',
  'blocked',
  'confirmed',
  'role',
  'hasAccount',
  'loginEmail',
  'pendingEmail',
  'user',
  'isDemo',
  'preferences',
  'canEdit',
];

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);
const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.every(blank)) ||
  (isRow(value) && Object.entries(value).every(([k, v]) => k === 'id' || blank(v)));

/** An upload object kept by the form becomes its numeric id (media inside a component). */
const mediaId = (value: unknown) => (isRow(value) ? (value.id ?? null) : (value ?? null));

const cvPayload = (cv: unknown): Row | null | undefined => {
  if (cv === null) return null;
  if (!isRow(cv)) return undefined;
  const out: Row = { ...cv };
  if ('file' in out) out.file = mediaId(out.file);
  for (const list of ['experience', 'education', 'courses']) {
    if (Array.isArray(out[list])) out[list] = (out[list] as unknown[]).filter(isRow);
  }
  if (isRow(out.freelance) && !out.freelance.id && blank(out.freelance)) delete out.freelance;
  // A profile without a CV keeps none when nothing was typed on the CV tab.
  if (!out.id && blank(out)) return undefined;
  return out;
};

/** The form's values as the profiles API takes them. */
export const profilePayload = (values: Row): Row => {
  const data: Row = { ...values };
  for (const field of READ_ONLY) delete data[field];
  if (Array.isArray(data.addresses)) {
    data.addresses = (data.addresses as unknown[]).filter(isRow).map((address) => ({
      ...address,
      country: typeof address.country === 'string' && address.country ? address.country : DEFAULT_COUNTRY,
      defaultBilling: address.defaultBilling === true,
      defaultShipping: address.defaultShipping === true,
    }));
  }
  if ('cv' in data) {
    const cv = cvPayload(data.cv);
    if (cv === undefined) delete data.cv;
    else data.cv = cv;
  }
  return data;
};

/** Starting values of a new profile (the schema's defaults). */
export const PROFILE_DEFAULTS: Row = {
  type: 'LEAD',
  language: 'NL',
  allowMessages: true,
  emailNotifications: true,
  optIn: false,
  addresses: [],
  tags: [],
  newsletters: [],
};
