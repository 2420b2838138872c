/**
 * What every list export checks before it reads anything: only the parameters it knows (`format`, `filters`,
 * `_q`), a known format, and the filters validated and sanitised as the list does with the caller's
 * permissions. Each export then reads its own rows.
 */
import { errors } from '@strapi/utils';
import { EXPORT_FORMATS, type ExportFormat } from '@newsroom/config';
import type { Strapi } from '../strapi-types';

const PARAMS = new Set(['format', 'filters', '_q']);

export async function exportRequest(
  strapi: Strapi,
  uid: string,
  query: Record<string, unknown>,
  auth: unknown,
  { searchMustBeText = false }: { searchMustBeText?: boolean } = {},
): Promise<{ format: ExportFormat; filters?: Record<string, unknown> }> {
  const unknown = Object.keys(query ?? {}).filter((k) => !PARAMS.has(k));
  if (unknown.length)
    throw new errors.ValidationError(`Unknown parameter: ${unknown.join(', ')}.`, {
      code: 'unknown_parameter',
      params: { parameters: unknown.join(', ') },
    });
  const format = (query.format ?? 'csv') as ExportFormat;
  if (!EXPORT_FORMATS.includes(format))
    throw new errors.ValidationError(`format must be ${EXPORT_FORMATS.join(' or ')}.`, {
      code: 'invalid_format',
      params: { values: EXPORT_FORMATS.join(', ') },
    });
  if (searchMustBeText && query._q !== undefined && typeof query._q !== 'string')
    throw new errors.ValidationError('_q must be text.', { code: 'invalid_parameter', params: { parameter: '_q' } });
  if (query.filters === undefined) return { format };
  const schema = strapi.getModel(uid as never);
  await strapi.contentAPI.validate.query({ filters: query.filters }, schema, { auth });
  const sanitised = (await strapi.contentAPI.sanitize.query({ filters: query.filters }, schema, { auth })) as {
    filters?: Record<string, unknown>;
  };
  return { format, filters: sanitised.filters };
}
