/**
 * Running an export of the builder (docs/exports.md): the request is checked (kind, columns, format, the list's
 * filters validated and sanitised with the caller's permissions, and the list's own find permission), then it runs
 * as an `export` job whose progress the console polls; the finished file is downloaded by its owner only.
 */
import fs from 'node:fs';
import path from 'node:path';
import qs from 'qs';
import { errors } from '@strapi/utils';
import {
  EXPORT_FILE_DAYS,
  EXPORT_KINDS,
  exportSpecFailures,
  type ExportFormat,
  type ExportKind,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { enqueueJob, jobsOf } from '../../../services/jobs';
import type { AccountUser, Strapi, WithStrapi } from '../../../strapi-types';

export const EXPORT_JOB = 'export';

export type ExportJobParams = {
  kind: ExportKind;
  filters: Record<string, unknown> | null;
  columns: string[];
  format: ExportFormat;
  language: 'nl' | 'en';
};

export const exportDir = (strapi: Strapi) =>
  path.resolve(process.env.EXPORT_DIR || path.join(strapi.dirs.app.root, '.tmp', 'exports'));

/** The job's files: rows as they are read (JSON lines, resumable), and the finished file. */
export const exportFiles = (strapi: Strapi, jobDocumentId: string, format: ExportFormat) => ({
  rows: path.join(exportDir(strapi), `${jobDocumentId}.rows.jsonl`),
  final: path.join(exportDir(strapi), `${jobDocumentId}.${format}`),
});

/** Files older than EXPORT_FILE_DAYS go when the next export starts (and the download says they are gone). */
function removeOldFiles(strapi: Strapi) {
  const dir = exportDir(strapi);
  if (!fs.existsSync(dir)) return;
  const before = Date.now() - EXPORT_FILE_DAYS * 86_400_000;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).mtimeMs < before) fs.rmSync(file, { force: true });
  }
}

/** `filters[...]` of the list's own query string, parsed as Strapi parses a list request; nothing else is taken. */
function filtersOfQuery(query: unknown): Record<string, unknown> | undefined {
  if (query === undefined || query === null || query === '') return undefined;
  if (typeof query !== 'string') refuseFields([{ path: ['query'], code: 'export_query' }]);
  const parsed = qs.parse(query as string, { strictNullHandling: true, arrayLimit: 100, depth: 20 });
  const unknown = Object.keys(parsed).filter((key) => key !== 'filters');
  if (unknown.length)
    throw new errors.ValidationError(`Unknown parameter: ${unknown.join(', ')}.`, {
      code: 'unknown_parameter',
      params: { parameters: unknown.join(', ') },
    });
  return parsed.filters as Record<string, unknown> | undefined;
}

export default ({ strapi }: WithStrapi) => ({
  async start(user: AccountUser, auth: unknown, input: Record<string, unknown> | undefined) {
    const data = input ?? {};
    const failures = exportSpecFailures({ ...data, format: data.format ?? 'csv' });
    if (failures.length) refuseFields(failures);
    const kind = data.kind as ExportKind;
    const def = EXPORT_KINDS[kind];
    // The list's own permission: exporting is reading every page of it.
    if (!(await strapi.service('api::me.permissions').can(user, def.permission)))
      // A PolicyError: Strapi turns a ForbiddenError thrown here into a bare "Forbidden" without its code.
      throw new errors.PolicyError('You may not read this list', { code: 'export_forbidden', kind });
    const raw = filtersOfQuery(data.query);
    let filters: Record<string, unknown> | null = null;
    if (raw) {
      const schema = strapi.getModel(def.uid as never);
      await strapi.contentAPI.validate.query({ filters: raw }, schema, { auth });
      const clean = (await strapi.contentAPI.sanitize.query({ filters: raw }, schema, { auth })) as {
        filters?: Record<string, unknown>;
      };
      filters = clean.filters ?? null;
    }
    const profile = await strapi.db
      .query('api::profile.profile')
      .findOne({ where: { user: user.id }, select: ['language'] });
    const params: ExportJobParams = {
      kind,
      filters,
      columns: data.columns as string[],
      format: (data.format ?? 'csv') as ExportFormat,
      language: String(profile?.language ?? 'NL').toLowerCase() === 'en' ? 'en' : 'nl',
    };
    removeOldFiles(strapi);
    return enqueueJob(strapi, EXPORT_JOB, params, user.id);
  },

  /** The finished file of the caller's own export job: 404 for another's, 409 while it runs, 410 once removed. */
  async file(user: AccountUser, jobDocumentId: string) {
    const job = await jobsOf(strapi).findOne(jobDocumentId);
    if (!job || job.type !== EXPORT_JOB || job.ownerId !== user.id)
      throw new errors.NotFoundError('Export not found', { code: 'not_found' });
    if (job.status !== 'COMPLETED')
      throw new ConflictError('The export is not finished yet', { code: 'export_not_ready', status: job.status });
    const params = job.params as ExportJobParams;
    const file = exportFiles(strapi, jobDocumentId, params.format).final;
    if (!fs.existsSync(file))
      throw new errors.NotFoundError(`Export files are kept ${EXPORT_FILE_DAYS} days; start it again`, {
        code: 'export_file_gone',
        days: EXPORT_FILE_DAYS,
      });
    return {
      file,
      format: params.format,
      name: `${params.kind}-${String(job.createdAt).slice(0, 10)}.${params.format}`,
    };
  },
});
