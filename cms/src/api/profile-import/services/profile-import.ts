/**
 * Profile import (issue "Profiles"): analyse an upload, dry-run a mapping, run it as a background job
 * (type `profile-import`), and hand back the refused rows as a file. The rules per row and the
 * set-based writes are in ../importer.ts; reading files in src/services/import.
 */
import type { Trx, WithStrapi } from '../../../strapi-types';
import crypto from 'node:crypto';
import path from 'node:path';
import { errors } from '@strapi/utils';
import {
  IMPORT_FIELDS,
  IMPORT_MODES,
  JOB_FINAL_STATUSES,
  PROFILE_IMPORT_JOB,
  suggestMapping,
  type ImportAction,
  type ImportMode,
} from '@newsroom/config';
import { analyzeFile, countDataRows, dataRows, type SheetRow } from '../../../services/import/rows';
import { UnsupportedFileError } from '../../../services/import/detect';
import { check } from '../../../services/upload-policy';
import { ErrorLog, readErrorLog, type ErrorEntry } from '../../../services/import/error-file';
import { currentFieldName, mappingFailure, type Mapping } from '../../../services/import/values';
import { JOB_UID, jobsOf, type JobHandler } from '../../../services/jobs';
import { ConflictError } from '../../../services/errors';
import { invalidateProfileReads } from '../../../bootstrap/profile-transfer';
import { clearSeen, createImporter, refreshStatistics, type RowResult } from '../importer';
import { createImportStore, fileInfoOf, type ImportMeta } from '../store';
import { profileEntry, recordLog } from '../../log-entry/writers';

export type Counts = Record<ImportAction, number>;
export type ImportParams = { importId: string; mapping: Mapping; mode: ImportMode; fileName?: string };
export type ImportCheckpoint = { line: number; errorBytes: number; counts: Counts; chunks: number };

const zero = (): Counts => ({ create: 0, update: 0, skip: 0, error: 0 });
export const chunkSize = () => Math.max(1, Number(process.env.IMPORT_CHUNK_SIZE || 1000));
const DRY_RUN_LOG = 'dry-run';
const PREVIEW_MAX = 200;

const errorEntry = (r: RowResult): ErrorEntry => ({
  line: r.line,
  cells: r.cells,
  reason: r.reason ?? '',
  code: r.code ?? 'error',
  field: r.field ?? '',
});
const previewOf = (r: RowResult) => ({
  line: r.line,
  email: r.email,
  action: r.action,
  ...(r.code ? { code: r.code } : {}),
  ...(r.changes ? { changes: r.changes } : {}),
});
/**
 * A refused row for the screen: each failure once, by field, code and its details, which the console words in
 * the user's language (one message per error). The Dutch sentence is the error file's, not repeated here.
 */
const errorOf = (r: RowResult) => ({
  line: r.line,
  email: r.email,
  field: r.field,
  code: r.code,
  failures: (r.failures ?? []).map((f) => ({ field: f.field, code: f.code, params: f.params ?? {} })),
});
export const runKeyOfJob = (documentId: string) => `job-${documentId}`;

export default ({ strapi }: WithStrapi) => {
  const store = createImportStore(strapi);

  const refuse = (code: string, message: string, params: Record<string, unknown> = {}): never => {
    throw new errors.ValidationError(message, { code, params });
  };

  /** Reads rows of an import in chunks and hands each chunk to `onChunk`. */
  async function eachChunk(meta: ImportMeta, after: number, onChunk: (rows: SheetRow[]) => Promise<void>) {
    let batch: SheetRow[] = [];
    for await (const row of dataRows(store.sourcePath(meta.id), fileInfoOf(meta), after)) {
      batch.push(row);
      if (batch.length >= chunkSize()) {
        const rows = batch;
        batch = [];
        await onChunk(rows);
      }
    }
    if (batch.length) await onChunk(batch);
  }

  const tally = (counts: Counts, results: RowResult[]) => {
    const next = { ...counts };
    for (const r of results) next[r.action]++;
    return next;
  };

  const service = {
    store,

    async bootstrap() {
      await store.prune().catch((e) => strapi.log.warn(`Import folders not pruned: ${e.message}`));
    },

    /** The import for this user (its owner, or an administrator); 404 otherwise. */
    async importFor(id: unknown, user: { id: number } | null, seesAll: boolean): Promise<ImportMeta> {
      const meta = await store.load(id);
      if (!meta || (!seesAll && meta.ownerId !== (user?.id ?? null)))
        throw new errors.NotFoundError('Import not found.', { code: 'not_found' });
      return meta;
    },

    /** Checks {mapping, mode} of a dry run or run against the import's headers. */
    checkRequest(meta: ImportMeta, body: any): { mapping: Mapping; mode: ImportMode } {
      const mode = body?.mode ?? 'skip';
      if (!(IMPORT_MODES as readonly string[]).includes(mode))
        refuse('invalid_mode', `mode must be one of ${IMPORT_MODES.join(', ')}.`, { values: IMPORT_MODES.join(', ') });
      const failure = mappingFailure(body?.mapping, meta.headers.length);
      if (failure) refuse(failure.code, failure.message, failure.params);
      return { mapping: (body.mapping as Mapping).map((f) => currentFieldName(f) || null), mode };
    },

    /** Stores an upload and reports what it holds, with a suggested mapping. */
    async analyze(
      upload: { filepath: string; originalFilename?: string | null; size?: number } | undefined,
      ownerId: number | null,
    ) {
      if (!upload?.filepath) return refuse('file_required', 'Send the file as multipart field "file".');
      store.prune().catch(() => undefined);
      const fileName = path.basename(upload.originalFilename || 'import.csv');
      const id = await store.create(upload.filepath);
      try {
        const analysis = await analyzeFile(store.sourcePath(id), fileName);
        // After the reader's own refusals (old .xls, empty, unreadable), which name the problem more precisely.
        await check({ filepath: store.sourcePath(id), originalFilename: fileName }, 'import');
        const meta: ImportMeta = {
          id,
          ownerId,
          fileName,
          size: upload.size ?? 0,
          createdAt: new Date().toISOString(),
          format: analysis.format,
          encoding: analysis.encoding,
          bom: analysis.bom,
          delimiter: analysis.delimiter,
          headers: analysis.headers,
          headerLine: analysis.headerLine,
          jobs: [],
          dryRun: null,
        };
        await store.save(meta);
        return {
          importId: id,
          fileName,
          size: meta.size,
          format: meta.format,
          encoding: meta.encoding,
          bom: meta.bom,
          delimiter: meta.delimiter,
          headers: meta.headers,
          headerLine: meta.headerLine,
          sampleRows: analysis.sample.map((r) => ({ line: r.line, cells: r.cells })),
          suggestedMapping: suggestMapping(meta.headers),
          fields: IMPORT_FIELDS.map((f) => ({ name: f.name, required: 'required' in f && f.required === true })),
          modes: IMPORT_MODES,
        };
      } catch (error) {
        await store.remove(id);
        if (error instanceof UnsupportedFileError) refuse(error.code, error.message);
        throw error;
      }
    },

    /**
     * Goes through the whole file as the run would, without writing profiles: counts per action, the
     * first `limit` changes and errors, new tags, and an error file (GET .../errors?source=dry-run).
     */
    async dryRun(meta: ImportMeta, { mapping, mode }: { mapping: Mapping; mode: ImportMode }, limit = 20) {
      const max = Math.min(Math.max(1, Number(limit) || 20), PREVIEW_MAX);
      const runKey = `dry-${crypto.randomBytes(8).toString('hex')}`;
      const importer = createImporter(strapi, { mapping, mode, headers: meta.headers, runKey, apply: false });
      const log = await ErrorLog.open(store.errorLogPath(meta.id, DRY_RUN_LOG), 0);
      let counts = zero();
      const preview: ReturnType<typeof previewOf>[] = [];
      const rowErrors: ReturnType<typeof errorOf>[] = [];
      const newTags = new Map<string, { name: string; kind: string }>();
      try {
        await eachChunk(meta, 0, async (rows) => {
          const results: RowResult[] = await strapi.db.transaction(({ trx }: { trx: Trx }) =>
            importer.processChunk(rows, trx),
          );
          counts = tally(counts, results);
          await log.append(results.filter((r) => r.action === 'error').map(errorEntry));
          for (const r of results) {
            if (r.action === 'error') {
              if (rowErrors.length < max) rowErrors.push(errorOf(r));
            } else if (preview.length < max) preview.push(previewOf(r));
            for (const tag of r.changes?.tags ?? [])
              if (tag.new && newTags.size < 100)
                newTags.set(`${tag.kind}:${tag.name.toLowerCase()}`, { name: tag.name, kind: tag.kind });
          }
        });
      } catch (error) {
        if (error instanceof UnsupportedFileError) refuse(error.code, error.message);
        throw error;
      } finally {
        await clearSeen(strapi, runKey).catch(() => undefined);
      }
      const total = counts.create + counts.update + counts.skip + counts.error;
      await store.save({
        ...meta,
        dryRun: { runKey: DRY_RUN_LOG, at: new Date().toISOString(), errors: counts.error },
      });
      return {
        importId: meta.id,
        mode,
        total,
        counts,
        preview,
        errors: rowErrors,
        newTags: [...newTags.values()],
        errorsUrl: counts.error ? `/api/profiles/import/${meta.id}/errors?source=dry-run` : null,
      };
    },

    /** Starts the import as a job; 409 while a job of this import is still running. */
    async run(meta: ImportMeta, { mapping, mode }: { mapping: Mapping; mode: ImportMode }, ownerId: number | null) {
      for (const documentId of meta.jobs) {
        const job = await jobsOf(strapi).findOne(documentId);
        if (job && !JOB_FINAL_STATUSES.includes(job.status))
          throw new ConflictError('This import is already running.', { code: 'import_running', jobId: documentId });
      }
      const job = await jobsOf(strapi).enqueue(
        PROFILE_IMPORT_JOB,
        { importId: meta.id, mapping, mode, fileName: meta.fileName },
        ownerId,
      );
      await store.save({ ...meta, jobs: [...meta.jobs, job.documentId] });
      return job;
    },

    /**
     * The refused rows of the import's last run (what committed so far while it runs), or of the last
     * dry run when there is no run yet or `source` is "dry-run".
     */
    async errorsOf(meta: ImportMeta, source?: string) {
      if (source !== undefined && source !== 'run' && source !== 'dry-run')
        refuse('invalid_parameter', 'source must be run or dry-run.', { parameter: 'source' });
      const lastJob = meta.jobs.at(-1);
      const fromDryRun = source === 'dry-run' || (source === undefined && !lastJob);
      let file: string;
      let bytes: number | undefined;
      if (fromDryRun) {
        if (!meta.dryRun) throw new errors.NotFoundError('This import has no dry run yet.', { code: 'no_errors' });
        file = store.errorLogPath(meta.id, DRY_RUN_LOG);
      } else {
        if (!lastJob) throw new errors.NotFoundError('This import has not run yet.', { code: 'no_errors' });
        const row = await strapi.db.query(JOB_UID).findOne({ where: { documentId: lastJob }, select: ['checkpoint'] });
        file = store.errorLogPath(meta.id, runKeyOfJob(lastJob));
        bytes = (row?.checkpoint as ImportCheckpoint | null)?.errorBytes ?? 0;
      }
      const base = meta.fileName.replace(/\.[^.]+$/, '') || 'import';
      return {
        entries: readErrorLog(file, bytes),
        headers: meta.headers,
        info: fileInfoOf(meta),
        fileName: `${base}-fouten.${meta.format === 'xlsx' ? 'xlsx' : path.extname(meta.fileName).slice(1) || 'csv'}`,
      };
    },

    /** The job handler of `profile-import`. */
    jobHandler(): JobHandler<ImportParams, ImportCheckpoint> {
      const metaOf = async (params: ImportParams) => {
        const meta = await store.load(params.importId);
        if (!meta)
          throw new Error(
            `The upload of import ${params.importId} is gone (removed after ${process.env.IMPORT_RETENTION_DAYS || 7} days?).`,
          );
        return meta;
      };
      return {
        async initialize(ctx) {
          const meta = await metaOf(ctx.params);
          await ctx.setTotal(await countDataRows(store.sourcePath(meta.id), fileInfoOf(meta)));
        },

        async process(ctx) {
          const meta = await metaOf(ctx.params);
          const runKey = runKeyOfJob(ctx.job.documentId);
          const start: ImportCheckpoint = ctx.checkpoint ?? { line: 0, errorBytes: 0, counts: zero(), chunks: 0 };
          const log = await ErrorLog.open(store.errorLogPath(meta.id, runKey), start.errorBytes);
          const importer = createImporter(strapi, {
            mapping: ctx.params.mapping,
            mode: ctx.params.mode,
            headers: meta.headers,
            runKey,
            apply: true,
          });
          let { counts, chunks } = start;
          const started = performance.now();
          let inCommit = 0;
          await eachChunk(meta, start.line, async (rows) => {
            const commitStarted = performance.now();
            const before = log.bytes;
            let next = counts;
            try {
              await ctx.commit(async (trx) => {
                // A chunk retried after contention starts again from the same error log.
                if (log.bytes !== before) await log.truncate(before);
                const results = await importer.processChunk(rows, trx);
                next = tally(counts, results);
                const errorBytes = await log.append(results.filter((r) => r.action === 'error').map(errorEntry));
                return {
                  checkpoint: { line: rows[rows.length - 1].line, errorBytes, counts: next, chunks: chunks + 1 },
                  progress: {
                    processed: next.create + next.update + next.skip + next.error,
                    succeeded: next.create + next.update + next.skip,
                    failed: next.error,
                  },
                };
              });
            } catch (error) {
              await log.truncate(before).catch(() => undefined);
              throw error;
            }
            counts = next;
            chunks += 1;
            inCommit += performance.now() - commitStarted;
            invalidateProfileReads(strapi);
          });
          const ms = (n: number) => Math.round(n);
          const phases = Object.entries(importer.timings)
            .map(([k, v]) => `${k} ${ms(v)}`)
            .join(', ');
          strapi.log.debug(
            `[import] ${ctx.job.documentId}: ${ms(performance.now() - started)} ms, of which chunks ${ms(inCommit)} ms (${phases}); reading the file the rest.`,
          );
        },

        async complete(ctx) {
          await clearSeen(strapi, runKeyOfJob(ctx.job.documentId));
          if ((ctx.checkpoint?.counts.create ?? 0) + (ctx.checkpoint?.counts.update ?? 0) >= 10_000) {
            await refreshStatistics(strapi).catch((e) =>
              strapi.log.warn(`[import] statistics not refreshed: ${e.message}`),
            );
          }
          invalidateProfileReads(strapi);
          const counts = ctx.checkpoint?.counts ?? zero();
          // The count at the start is a fast scan; what was read is the exact total.
          const processed = counts.create + counts.update + counts.skip + counts.error;
          if (ctx.progress.total !== processed) await ctx.setTotal(processed);
          await recordLog(
            strapi,
            profileEntry('import_finished', null, null, {
              note: `${ctx.params.mode}`,
              details: { counts, job: ctx.job.documentId },
            }),
          );
          return {
            importId: ctx.params.importId,
            mode: ctx.params.mode,
            counts,
            errorsUrl: counts.error ? `/api/profiles/import/${ctx.params.importId}/errors` : null,
          };
        },

        async fail(ctx) {
          await clearSeen(strapi, runKeyOfJob(ctx.job.documentId));
          invalidateProfileReads(strapi);
        },
      };
    },
  };
  return service;
};
