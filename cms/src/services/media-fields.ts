/**
 * A media field accepts only the kinds of file its `allowedTypes` names (a profile's avatar, a product's
 * images, a content cover: images), judged by the MIME type the upload policy stored from the file's bytes.
 * Strapi itself does not enforce `allowedTypes` on API writes. Runs for every content type's create and
 * update (document middleware in src/bootstrap/document-rules.ts); components keep their own rules (CV file).
 */
import { errors } from '@strapi/utils';
import { kindsOfAllowedTypes, labelOf, storedFits } from './upload-policy';
import type { ContentTypeUid, Strapi } from '../strapi-types';

const FILE = 'plugin::upload.file';
const isRecord = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The file ids or documentIds a media value refers to, whichever form it takes. */
function refsOf(value: unknown): (number | string)[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (isRecord(value)) {
    if ('id' in value || 'documentId' in value) return refsOf(value.id ?? value.documentId);
    return ['set', 'connect'].flatMap((k) => refsOf(value[k]));
  }
  return typeof value === 'number' || typeof value === 'string' ? [value] : [];
}

export async function checkMediaFields(strapi: Strapi, uid: ContentTypeUid, data: Record<string, unknown> | undefined) {
  const attributes = strapi.getModel(uid)?.attributes ?? {};
  const failures: { path: string[]; code: string; message: string; params: { types: string } }[] = [];
  for (const [name, attribute] of Object.entries<any>(attributes)) {
    if (attribute.type !== 'media' || !data || !(name in data)) continue;
    const refs = refsOf(data[name]);
    if (!refs.length) continue;
    const ids = refs.filter((r) => /^\d+$/.test(String(r))).map(Number);
    const documentIds = refs.filter((r) => !/^\d+$/.test(String(r))).map(String);
    const rows = await strapi.db.query(FILE).findMany({
      where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] },
      select: ['id', 'mime', 'ext'],
    });
    const kinds = kindsOfAllowedTypes(attribute.allowedTypes);
    if (rows.some((row) => !storedFits(row, kinds))) {
      const types = labelOf(kinds);
      failures.push({
        path: [name],
        code: 'file_type_not_allowed',
        message: `File type not allowed in ${name}. Allowed: ${types}.`,
        params: { types },
      });
    }
  }
  if (!failures.length) return;
  const [first] = failures;
  throw new errors.ValidationError(first.message, {
    code: 'file_type_not_allowed',
    types: first.params.types,
    params: first.params,
    errors: failures,
  });
}
