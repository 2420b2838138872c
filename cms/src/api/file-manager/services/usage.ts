/**
 * Where files are still used: the upload plugin's polymorphic link table (`files_related_mph`: file, related
 * type, related id, field) holds every media field's link, whatever the content type or component.
 */
import type { FileUse } from '@newsroom/config';
import type { Strapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';
import { FILE } from './folders';

/** The records that use any of these files (at most `limit`), for the refusal to name. */
export async function usesOf(strapi: Strapi, fileIds: number[], limit = 20): Promise<FileUse[]> {
  const join = dbModel(strapi, FILE).joinTable('related');
  if (!join?.morphColumn || fileIds.length === 0) return [];
  const { name, joinColumn, morphColumn } = join;
  const rows: { type: string; id: number; field: string }[] = await strapi.db
    .connection(name)
    .distinct({ type: morphColumn.typeColumn.name, id: morphColumn.idColumn.name, field: 'field' })
    .whereIn(joinColumn.name, fileIds)
    .limit(limit);
  return rows.map((r) => ({ type: String(r.type), id: Number(r.id), field: String(r.field ?? '') }));
}
