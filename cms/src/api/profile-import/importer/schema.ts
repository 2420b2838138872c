/**
 * Where the import writes: the profile, tag, newsletter and address tables, link tables and columns,
 * resolved once per run from Strapi's metadata, and document ids for the rows it inserts.
 */
import crypto from 'node:crypto';
import { PROFILE_LANGUAGES } from '@newsroom/config';

export const PROFILE_UID = 'api::profile.profile';
export const TAG_UID = 'api::profile-tag.profile-tag';
export const NEWSLETTER_UID = 'api::newsletter.newsletter';
export const ADDRESS_COMPONENT = 'profile.address';

/** Table and column names, resolved once from Strapi's metadata. */
export function resolveSchema(strapi: any) {
  const profile = strapi.db.metadata.get(PROFILE_UID);
  const col = (m: any, attribute: string) => m.attributes[attribute]?.columnName ?? attribute;
  const tag = strapi.db.metadata.get(TAG_UID);
  const newsletter = strapi.db.metadata.get(NEWSLETTER_UID);
  const address = strapi.db.metadata.get(ADDRESS_COMPONENT);
  const link = (attribute: string) => {
    const jt = profile.attributes[attribute].joinTable;
    return {
      table: jt.name,
      owner: jt.joinColumn.name,
      target: jt.inverseJoinColumn.name,
      order: jt.orderColumnName as string | undefined,
      inverseOrder: jt.inverseOrderColumnName as string | undefined,
    };
  };
  const cmp = profile.attributes.addresses.joinTable;
  const fieldColumn = Object.keys(cmp.on ?? { field: 'addresses' })[0];
  const typeColumn =
    (cmp.pivotColumns as string[]).find(
      (c) => ![cmp.joinColumn.name, cmp.inverseJoinColumn.name, fieldColumn].includes(c),
    ) ?? 'component_type';

  // Schema defaults of the scalar profile fields a new row needs (type LEAD, accountStatus UNKNOWN, flags ...).
  const defaults: Record<string, unknown> = {};
  const schemaAttributes = strapi.contentType(PROFILE_UID).attributes;
  for (const [name, attribute] of Object.entries<any>(schemaAttributes)) {
    if (
      attribute.default === undefined ||
      typeof attribute.default === 'function' ||
      typeof attribute.default === 'object'
    )
      continue;
    if (!profile.attributes[name]?.columnName) continue;
    defaults[col(profile, name)] = attribute.default;
  }
  if (profile.attributes.language?.columnName && defaults[col(profile, 'language')] === undefined)
    defaults[col(profile, 'language')] = PROFILE_LANGUAGES[0];
  const addressDefaults: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries<any>(strapi.components[ADDRESS_COMPONENT]?.attributes ?? {})) {
    if (
      attribute.default !== undefined &&
      typeof attribute.default !== 'object' &&
      typeof attribute.default !== 'function'
    )
      addressDefaults[col(address, name)] = attribute.default;
  }

  return {
    profile: {
      table: profile.tableName as string,
      col: (attribute: string) => col(profile, attribute),
      newDocumentId: randomDocumentId,
      defaults,
    },
    tag: { table: tag.tableName as string, col: (a: string) => col(tag, a), newDocumentId: randomDocumentId },
    newsletter: { table: newsletter.tableName as string, col: (a: string) => col(newsletter, a) },
    address: { table: address.tableName as string, col: (a: string) => col(address, a), defaults: addressDefaults },
    tags: link('tags'),
    newsletters: link('newsletters'),
    components: {
      table: cmp.name as string,
      owner: cmp.joinColumn.name as string,
      target: cmp.inverseJoinColumn.name as string,
      order: cmp.orderColumnName as string,
      field: fieldColumn,
      type: typeColumn,
    },
  };
}

/**
 * Document ids in the shape of Strapi's (cuid2: 24 lower-case letters and digits, starting with a
 * letter): a letter, the time in base 36, a counter, then 12 random characters. Strapi's cuid2 hashes with
 * SHA-3 for every id (a sixth of an import's time at 100,000 rows) and spreads new ids over the whole
 * document-id index; these grow with time, so a million new rows are appended at the index's end instead
 * of touching a random page each. The random part keeps them unguessable.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
let pool = Buffer.alloc(0);
let offset = 0;
let lastMs = 0;
let counter = 0;
export function randomDocumentId(now = Date.now()): string {
  if (now !== lastMs) {
    lastMs = now;
    counter = 0;
  }
  counter = (counter + 1) % 36 ** 3;
  if (offset + 12 > pool.length) {
    pool = crypto.randomBytes(12 * 8192);
    offset = 0;
  }
  let id = 'i' + now.toString(36).padStart(8, '0').slice(-8) + counter.toString(36).padStart(3, '0');
  for (let i = 0; i < 12; i++) id += ALPHABET[pool[offset + i] % 36];
  offset += 12;
  return id;
}

export type ImportSchema = ReturnType<typeof resolveSchema>;
export type LinkTable = ImportSchema['tags'];
