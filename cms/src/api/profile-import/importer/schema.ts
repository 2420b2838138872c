/**
 * Where the import writes: the profile, tag, newsletter and address tables, link tables and columns,
 * resolved once per run from Strapi's metadata, and document ids for the rows it inserts.
 */
import { randomDocumentId } from '../../../services/document-ids';
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

export type ImportSchema = ReturnType<typeof resolveSchema>;
export type LinkTable = ImportSchema['tags'];
