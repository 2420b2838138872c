/**
 * What a relation will hold after a write, as document ids, for rules that count (the newsletter limit).
 * Accepts every form the document service accepts: an array (set), {set}, {connect, disconnect},
 * null, and items given as documentId strings, numeric ids or {documentId} / {id} objects.
 */
import type { Strapi } from '../../../strapi-types';
type Ref = string | number | { documentId?: string; id?: number | string };

const refsOf = (value: unknown): Ref[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value as Ref];

export async function finalRelationKeys(
  strapi: Strapi,
  targetUid: string,
  value: unknown,
  existing: string[],
): Promise<string[]> {
  const toDocumentIds = async (refs: Ref[]) => {
    const ids: number[] = [];
    const documentIds: string[] = [];
    for (const ref of refs) {
      const key = ref && typeof ref === 'object' ? (ref.documentId ?? ref.id) : ref;
      if (typeof key === 'number' || (typeof key === 'string' && /^\d+$/.test(key))) ids.push(Number(key));
      else if (typeof key === 'string' && key) documentIds.push(key);
    }
    if (ids.length) {
      const rows = await strapi.db.query(targetUid).findMany({ where: { id: { $in: ids } }, select: ['documentId'] });
      documentIds.push(...rows.map((r) => r.documentId));
    }
    return documentIds;
  };

  if (value === null || value === undefined) return [];
  if (Array.isArray(value) || typeof value !== 'object') return [...new Set(await toDocumentIds(refsOf(value)))];
  const shape = value as { set?: unknown; connect?: unknown; disconnect?: unknown };
  if ('set' in shape) return [...new Set(await toDocumentIds(refsOf(shape.set)))];
  const result = new Set(existing);
  for (const key of await toDocumentIds(refsOf(shape.disconnect))) result.delete(key);
  for (const key of await toDocumentIds(refsOf(shape.connect))) result.add(key);
  return [...result];
}
