/**
 * From the cells of one row to what the import writes, with the shared rules of @newsroom/config
 * (SPEC section 5): e-mail normalised (trimmed, lower case) and required, the profile field rules,
 * the address rules with the postcode checked for its country, tags as `KIND:name` lists, newsletter
 * lists, yes/no values. Pure: the database part (duplicates, existing profiles, tags and newsletters
 * that exist) is in the import service.
 */
import {
  addressFailures,
  DEFAULT_COUNTRY,
  hasRefusedCharacters,
  IMPORT_FIELD_NAMES,
  normaliseEmail,
  normalisePostcode,
  PROFILE_TAG_KINDS,
  PROFILE_TYPES,
  profileFailures,
  PROFILE_RULES,
  SLUG_MAX,
  slugify as sharedSlugify,
  type FieldFailure,
} from '@newsroom/config';
import { restoreCell } from '../spreadsheet-cells';

export type TagKind = (typeof PROFILE_TAG_KINDS)[number];
export type ParsedTag = { kind: TagKind; name: string; slug: string };
export type RowFailure = {
  field: string;
  column: number | null;
  code: string;
  params?: Record<string, string | number>;
};

/** What one row asks for: `fields` holds only the non-empty mapped profile fields. */
export type ImportRow = {
  email: string;
  fields: Record<string, string | boolean>;
  address: Record<string, string> | null;
  tags: ParsedTag[];
  newsletters: string[];
  failures: RowFailure[];
};

/** A column mapping: one field name (or null, ignored) per header. */
export type Mapping = (string | null)[];

export const TAG_NAME_MAX = SLUG_MAX;
const BOOLEAN_FIELDS = new Set(['optIn', 'allowMessages', 'emailNotifications']);
const TRUE_WORDS = new Set(['1', 'true', 'ja', 'j', 'yes', 'y', 'waar', 'x', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'nee', 'n', 'no', 'onwaar', 'off', '-']);
const KIND_WORDS: Record<string, TagKind> = {
  access: 'ACCESS',
  toegang: 'ACCESS',
  event: 'EVENT',
  evenement: 'EVENT',
  interest: 'INTEREST',
  interesse: 'INTEREST',
};

/** "ja"/"nee", "yes"/"no", "1"/"0", "true"/"false" (any case); undefined when it is none of them. */
export function parseBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return undefined;
}

/** The tag's slug: the shared slug rule, at most TAG_NAME_MAX characters. */
export const slugify = (text: string): string => sharedSlugify(text, TAG_NAME_MAX);

/** A list cell: items separated by commas or semicolons, trimmed, empty ones dropped. */
export const splitList = (text: string) =>
  text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Tags of a cell: `Sport, EVENT:Jazz 2026; toegang:Premium`. A name without a known kind is an INTEREST. */
export function parseTags(text: string): {
  tags: ParsedTag[];
  failures: { code: string; params?: Record<string, string | number> }[];
} {
  const tags: ParsedTag[] = [];
  const failures: { code: string; params?: Record<string, string | number> }[] = [];
  const seen = new Set<string>();
  for (const item of splitList(text)) {
    let kind: TagKind = 'INTEREST';
    let name = item;
    const m = /^([A-Za-z]+)\s*:\s*(.*)$/.exec(item);
    if (m && KIND_WORDS[m[1].toLowerCase()]) {
      kind = KIND_WORDS[m[1].toLowerCase()];
      name = m[2].trim();
    }
    const slug = slugify(name);
    if (!name || !slug) failures.push({ code: 'tag_invalid', params: { tag: item } });
    else if (name.length > TAG_NAME_MAX)
      failures.push({ code: 'tag_too_long', params: { tag: item, max: TAG_NAME_MAX } });
    else if (!seen.has(slug)) {
      seen.add(slug);
      tags.push({ kind, name, slug });
    }
  }
  return { tags, failures };
}

/** Field names from before a rename (a mapping sent by an older console, a job queued before the upgrade). */
const RENAMED_FIELDS: Record<string, string> = { locale: 'language' };
export const currentFieldName = <T>(field: T): T | string =>
  typeof field === 'string' ? (RENAMED_FIELDS[field] ?? field) : field;

/** Checks a mapping against the headers: known fields, each at most once, the e-mail present. */
export function mappingFailure(
  mapping: unknown,
  headerCount: number,
): { code: string; message: string; params?: Record<string, string | number> } | null {
  if (!Array.isArray(mapping))
    return { code: 'mapping_required', message: 'mapping must be an array with one field (or null) per column.' };
  if (mapping.length > headerCount)
    return {
      code: 'mapping_length',
      message: `mapping has ${mapping.length} entries for ${headerCount} columns.`,
      params: { columns: headerCount },
    };
  const used = new Set<string>();
  for (const given of mapping) {
    const field = currentFieldName(given);
    if (field === null || field === undefined || field === '') continue;
    if (typeof field !== 'string' || !IMPORT_FIELD_NAMES.includes(field))
      return {
        code: 'unknown_field',
        message: `Unknown field ${JSON.stringify(field)}.`,
        params: { field: String(field) },
      };
    if (used.has(field))
      return { code: 'field_mapped_twice', message: `${field} is mapped to more than one column.`, params: { field } };
    used.add(field);
  }
  if (!used.has('email')) return { code: 'email_not_mapped', message: 'One column must be mapped to email.' };
  return null;
}

const ADDRESS_PREFIX = 'address.';

/**
 * A reader of rows for one mapping (what can be worked out once is): each row through the mapping,
 * checked with the shared rules. Empty cells are "not given": they never overwrite, and a new
 * profile gets the schema defaults for them.
 */
export function createRowReader(mapping: Mapping): (cells: string[]) => ImportRow {
  const columnOf: Record<string, number> = {};
  const columns: { field: string; column: number }[] = [];
  mapping.forEach((given, column) => {
    const field = currentFieldName(given);
    if (!field) return;
    columnOf[field] = column;
    columns.push({ field, column });
  });
  const checked = Object.keys(PROFILE_RULES).filter((f) => f === 'email' || f === 'type' || f in columnOf);
  // Tag cells repeat a lot ("Sport", "EVENT:Beurs"): parse each distinct text once.
  const tagCache = new Map<string, ReturnType<typeof parseTags>>();
  const tagsOf = (text: string) => {
    let parsed = tagCache.get(text);
    if (!parsed) {
      if (tagCache.size >= 10_000) tagCache.clear();
      parsed = parseTags(text);
      tagCache.set(text, parsed);
    }
    return parsed;
  };

  return (cells: string[]) => {
    const row: ImportRow = { email: '', fields: {}, address: null, tags: [], newsletters: [], failures: [] };
    for (const { field, column } of columns) {
      // An exported file's neutralised cells (see spreadsheet-cells) import as what was exported.
      const text = restoreCell((cells[column] ?? '').trim());
      if (field === 'email') {
        row.email = String(normaliseEmail(text));
        continue;
      }
      if (!text) continue;
      if (field.startsWith(ADDRESS_PREFIX)) {
        row.address ??= {};
        row.address[field.slice(ADDRESS_PREFIX.length)] = text;
      } else if (field === 'tags') {
        const parsed = tagsOf(text);
        row.tags = parsed.tags;
        for (const f of parsed.failures) row.failures.push({ field, column, ...f });
      } else if (field === 'newsletters') {
        row.newsletters = [...new Map(splitList(text).map((n) => [n.toLowerCase(), n])).values()];
      } else if (BOOLEAN_FIELDS.has(field)) {
        const value = parseBoolean(text);
        if (value === undefined) row.failures.push({ field, column, code: 'boolean' });
        else row.fields[field] = value;
      } else if (field === 'type') {
        const upper = text.toUpperCase().replace(/[\s-]+/g, '_');
        row.fields.type = (PROFILE_TYPES as readonly string[]).includes(upper) ? upper : text;
      } else if (field === 'language') {
        row.fields.language = text.toUpperCase();
      } else {
        row.fields[field] = text;
      }
    }

    const failures: FieldFailure[] = profileFailures({ type: 'LEAD', ...row.fields, email: row.email }, checked);
    if (row.address) {
      row.address.country = (row.address.country ?? DEFAULT_COUNTRY).toUpperCase();
      failures.push(...addressFailures([row.address]));
      if (row.address.postcode)
        row.address.postcode = String(normalisePostcode(row.address.postcode, row.address.country));
    }
    // The text rule every other write follows (services/text-input.ts): the import writes past the document service.
    const refused = (value: unknown, long = false) => typeof value === 'string' && hasRefusedCharacters(value, long);
    if (refused(row.email)) failures.push({ path: ['email'], code: 'control_characters' });
    for (const [field, value] of Object.entries(row.fields))
      if (refused(value, field === 'bio')) failures.push({ path: [field], code: 'control_characters' });
    for (const [field, value] of Object.entries(row.address ?? {}))
      if (refused(value)) failures.push({ path: ['addresses', 0, field], code: 'control_characters' });
    for (const failure of failures) {
      const field =
        failure.path[0] === 'addresses' ? `${ADDRESS_PREFIX}${String(failure.path[2])}` : String(failure.path[0]);
      // A rule on a field the file does not have (an address flag) points at no column.
      row.failures.push({ field, column: columnOf[field] ?? null, code: failure.code, params: failure.params });
    }
    // The e-mail first: it is what a person looks for in the error file.
    if (row.failures.length > 1) row.failures.sort((a, b) => Number(b.field === 'email') - Number(a.field === 'email'));
    return row;
  };
}

/** One row through a mapping (see createRowReader). */
export const readRow = (cells: string[], mapping: Mapping): ImportRow => createRowReader(mapping)(cells);

const DUTCH: Record<string, (p: Record<string, string | number>) => string> = {
  required: () => 'is verplicht',
  email: () => 'is geen geldig e-mailadres',
  maxLength: (p) => `mag hoogstens ${p.max} tekens lang zijn`,
  minLength: (p) => `moet minstens ${p.min} tekens lang zijn`,
  phone: () => 'is geen geldig telefoonnummer',
  url: () => 'is geen geldige URL (http:// of https://)',
  postcode: (p) =>
    p.country === 'NL'
      ? 'is geen Nederlandse postcode zoals 1234 AB'
      : 'moet 2 tot 10 letters, cijfers, spaties of streepjes zijn',
  country: () => 'is geen landcode van twee letters (ISO 3166, zoals NL)',
  oneOf: (p) => `moet een van deze waarden zijn: ${p.values}`,
  boolean: () => 'moet ja of nee zijn',
  username: () => 'moet een gebruikersnaam zijn',
  usernameAt: () => 'moet een gebruikersnaam zonder @ zijn',
  profileLink: (p) => `moet een link naar een profiel op ${p.network} zijn`,
  tag_invalid: (p) => `tag "${p.tag}" is niet geldig`,
  tag_too_long: (p) => `tag "${p.tag}" is langer dan ${p.max} tekens`,
  newsletter_unknown: (p) => `nieuwsbrief "${p.newsletter}" bestaat niet`,
  newsletter_limit: (p) => `een profiel kan hoogstens ${p.limit} nieuwsbrieven hebben`,
  duplicate_in_file: (p) => `dubbel: hetzelfde e-mailadres staat al op regel ${p.line}`,
  control_characters: () => 'bevat stuurtekens of tekens die de schrijfrichting omdraaien',
  database: (p) => `kon niet worden opgeslagen (${p.message})`,
};

/** The reason a person reads in the error file's "Fout" column: the column's own header, then what is wrong. */
export function reasonOf(failure: RowFailure, headers: string[]): string {
  const label = failure.column !== null && headers[failure.column] ? headers[failure.column] : failure.field;
  const text = (DUTCH[failure.code] ?? (() => 'is niet geldig'))(failure.params ?? {});
  return `${label}: ${text}`;
}
