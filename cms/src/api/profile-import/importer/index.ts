/**
 * One chunk of an import (about 1000 rows) at a time (this file: reading the chunk and the order of the
 * steps; matching in lookups.ts, deciding in decide.ts, writing in write.ts and links.ts, staging in
 * staging.ts, SQL helpers in sql.ts), set-based through knex: one lookup of earlier
 * rows of this run, one of existing profiles (lower(email), the unique index), one of tags and
 * newsletters, then batch inserts of profiles, addresses and link rows and batched updates. The dry
 * run uses the same code without writing profiles, so its counts are what the run will do.
 *
 * Duplicates inside one file: the first valid row with an address wins; later ones are errors that
 * name the first row's line. What this run already saw is kept in the table `profile_import_seen`
 * (e-mail, run key, line), written in the chunk's transaction, so memory does not grow with the file
 * and a resumed run still knows the rows before its checkpoint.
 *
 * "A row is in or it is reported": the chunk's writes run in a savepoint; if the database refuses them
 * (say a profile with the same e-mail was created through the API a moment ago), each row is tried
 * alone in its own savepoint, and the rows that still fail are reported with the database's reason.
 */
import type { SheetRow } from '../../../services/import/rows';
import { createRowReader, reasonOf, type RowFailure } from '../../../services/import/values';
import { planRows } from './decide';
import { createLookups } from './lookups';
import { resolveSchema } from './schema';
import { dbMessage, dialectOf, type Db } from './sql';
import { lookupSeen, recordSeen } from './staging';
import type { Candidate, ImportSettings, RowResult } from './types';
import { createWriter } from './write';

export { clearSeen, refreshStatistics, SEEN_TABLE } from './staging';
export { randomDocumentId } from '../../../services/document-ids';
export type { ImportSettings, RowChanges, RowResult } from './types';

export function createImporter(strapi: any, settings: ImportSettings) {
  const s = resolveSchema(strapi);
  const { mapping, mode, headers, runKey, apply } = settings;
  const scalarFields = mapping.filter(
    (f): f is string => !!f && !f.includes('.') && !['email', 'tags', 'newsletters'].includes(f),
  );
  const mapsAddress = mapping.some((f) => f?.startsWith('address.'));
  const readRow = createRowReader(mapping);
  const mapsNewsletters = mapping.includes('newsletters');
  const timings = { rules: 0, lookups: 0, decide: 0, write: 0, seen: 0 };

  const errorResult = (row: SheetRow, email: string, failures: RowFailure[]): RowResult => ({
    line: row.line,
    email,
    action: 'error',
    code: failures[0].code,
    field: failures[0].field,
    failures,
    reason: failures.map((f) => reasonOf(f, headers)).join('; '),
    cells: row.cells,
  });
  const emailColumn = () => mapping.indexOf('email');
  const lookups = createLookups(s, scalarFields);
  const write = createWriter(s, scalarFields, lookups);

  return {
    /** Milliseconds spent per phase so far (logged at debug level when a job completes). */
    timings,

    /**
     * Decides every row of a chunk (and, when `apply`, writes it) inside `trx`; returns one result per
     * row in file order. Also records the valid rows in the run's seen-table.
     */
    async processChunk(rows: SheetRow[], trx: Db): Promise<RowResult[]> {
      // Every lookup here has its index. A table that grew by a million rows since PostgreSQL last
      // analysed it gets sequential scans for 1000-key lookups (each chunk slower than the one before).
      // Not waiting for the WAL flush at commit is safe here: a chunk and its checkpoint are lost or kept
      // together, and a lost one is simply done again on resume.
      if (dialectOf(trx) === 'postgres')
        await trx.raw('set local enable_seqscan = off; set local synchronous_commit = off');
      let mark = performance.now();
      const lap = (phase: keyof typeof timings) => {
        const now = performance.now();
        timings[phase] += now - mark;
        mark = now;
      };
      const results: RowResult[] = new Array(rows.length);
      const firsts: Candidate[] = [];
      const firstLine = new Map<string, number>();
      rows.forEach((row, index) => {
        const data = readRow(row.cells);
        if (data.failures.length) {
          results[index] = errorResult(row, data.email, data.failures);
          return;
        }
        const earlier = firstLine.get(data.email);
        if (earlier !== undefined) {
          results[index] = errorResult(row, data.email, [
            { field: 'email', column: emailColumn(), code: 'duplicate_in_file', params: { line: earlier } },
          ]);
          return;
        }
        firstLine.set(data.email, row.line);
        firsts.push({ index, row, data });
      });

      lap('rules');
      const seen = await lookupSeen(
        trx,
        runKey,
        firsts.map((c) => c.data.email),
      );
      const fresh = firsts.filter((c) => {
        const line = seen.get(c.data.email);
        if (line === undefined) return true;
        results[c.index] = errorResult(c.row, c.data.email, [
          { field: 'email', column: emailColumn(), code: 'duplicate_in_file', params: { line } },
        ]);
        return false;
      });

      const existing = await lookups.lookupExisting(
        trx,
        fresh.map((c) => c.data.email),
      );
      const writesTags = (c: Candidate) => !existing.has(c.data.email) || mode !== 'skip';
      const allTags = fresh.filter(writesTags).flatMap((c) => c.data.tags);
      const knownTags = allTags.length
        ? await lookups.lookupTags(trx, [...new Set(allTags.map((t) => t.slug))])
        : new Map();
      const newsletterKeys = mapsNewsletters
        ? [...new Set(fresh.flatMap((c) => c.data.newsletters.map((n) => n.toLowerCase())))]
        : [];
      const newsletters = newsletterKeys.length ? await lookups.lookupNewsletters(trx, newsletterKeys) : new Map();
      const updating = fresh
        .filter((c) => existing.has(c.data.email) && mode !== 'skip')
        .map((c) => existing.get(c.data.email)!.id);
      const tagLinks =
        updating.length && allTags.length
          ? (await lookups.lookupLinks(trx, s.tags, updating)).targets
          : new Map<number, Set<number>>();
      const newsletterLinks =
        updating.length && mode === 'update' && newsletterKeys.length
          ? (await lookups.lookupLinks(trx, s.newsletters, updating)).targets
          : new Map<number, Set<number>>();
      const addresses =
        updating.length && mode === 'update' && mapsAddress ? await lookups.lookupAddresses(trx, updating) : new Map();

      lap('lookups');
      const plans = planRows(
        settings,
        { existing, knownTags, newsletters, tagLinks, newsletterLinks, addresses },
        fresh,
        results,
        errorResult,
      );

      lap('decide');
      if (apply && plans.length) {
        try {
          await trx.transaction((sp: Db) => write(sp, plans));
        } catch (error) {
          strapi.log.warn(
            `[import] chunk at line ${rows[0].line} refused as a whole (${dbMessage(error)}); trying its rows one by one.`,
          );
          for (const plan of plans) {
            try {
              await trx.transaction((sp: Db) => write(sp, [plan]));
            } catch (rowError) {
              const { row, data } = plan.candidate;
              results[plan.candidate.index] = errorResult(row, data.email, [
                { field: 'email', column: emailColumn(), code: 'database', params: { message: dbMessage(rowError) } },
              ]);
            }
          }
        }
      }

      lap('write');
      const accepted = fresh.filter((c) => results[c.index].action !== 'error');
      await recordSeen(
        trx,
        runKey,
        accepted.map((c) => ({ email: c.data.email, line: c.row.line })),
      );
      lap('seen');
      return results;
    },
  };
}

export type Importer = ReturnType<typeof createImporter>;
