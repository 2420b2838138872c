/**
 * Where files are still used: the upload plugin's polymorphic link table (`files_related_mph`: file, related
 * type, related id, field) holds every media field's link, whatever the content type or component. Marketing
 * contents keep their images and videos as addresses in their `fields` JSON (the websites showing them live
 * elsewhere, docs/marketing.md), so a file whose address appears there is in use too.
 */
import type { FileUse } from '@newsroom/config';
import type { Strapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';
import { FILE } from './folders';

const MARKETING_CONTENT = 'api::marketing-content.marketing-content';

/** The media fields' links to these files. */
async function linkedUses(strapi: Strapi, fileIds: number[], limit: number): Promise<FileUse[]> {
  const join = dbModel(strapi, FILE).joinTable('related');
  if (!join?.morphColumn) return [];
  const { name, joinColumn, morphColumn } = join;
  const rows: { type: string; id: number; field: string }[] = await strapi.db
    .connection(name)
    .distinct({ type: morphColumn.typeColumn.name, id: morphColumn.idColumn.name, field: 'field' })
    .whereIn(joinColumn.name, fileIds)
    .limit(limit);
  return rows.map((r) => ({ type: String(r.type), id: Number(r.id), field: String(r.field ?? '') }));
}

/**
 * Marketing contents whose `fields` hold one of these files' addresses, in one query. A plain substring test
 * (`instr`/`strpos`, not LIKE, whose `_` would match any character of a file name): the stored value is the
 * file's full address (`https://site/uploads/x.png`, or the S3 URL that is the file's own url), which contains
 * the file's url either way. PostgreSQL keeps JSON as jsonb, read here as its text.
 */
async function marketingUses(strapi: Strapi, fileIds: number[], limit: number): Promise<FileUse[]> {
  const files = dbModel(strapi, FILE);
  const contents = dbModel(strapi, MARKETING_CONTENT);
  const fieldsColumn = contents.column('fields');
  const contains = strapi.db.dialect.client === 'postgres' ? 'strpos(mc.??::text, f.??) > 0' : 'instr(mc.??, f.??) > 0';
  const rows: { id: number; fields: unknown; url: string }[] = await strapi.db
    .connection({ f: files.table })
    .join({ mc: contents.table }, strapi.db.connection.raw(contains, [fieldsColumn, files.column('url')]))
    .whereIn('f.id', fileIds)
    .whereNotNull('f.url')
    .select({ id: 'mc.id', fields: `mc.${fieldsColumn}`, url: `f.${files.column('url')}` })
    .limit(limit);
  // Name the fields that hold the address (`imageUrl`), for the refusal's text.
  return rows.map((r) => {
    const fields = (typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields) as Record<string, unknown>;
    const names = Object.entries(fields ?? {})
      .filter(([, value]) => typeof value === 'string' && value.includes(r.url))
      .map(([name]) => name);
    return { type: MARKETING_CONTENT, id: Number(r.id), field: names.join(', ') || 'fields' };
  });
}

/** The records that use any of these files (at most `limit`), for the refusal to name. */
export async function usesOf(strapi: Strapi, fileIds: number[], limit = 20): Promise<FileUse[]> {
  if (fileIds.length === 0) return [];
  const linked = await linkedUses(strapi, fileIds, limit);
  if (linked.length >= limit) return linked;
  return [...linked, ...(await marketingUses(strapi, fileIds, limit - linked.length))];
}
