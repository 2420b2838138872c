/**
 * The `export` job (docs/exports.md): rows read in keyset pages of EXPORT_CHUNK with the list's sanitised filters,
 * each page appended as JSON lines of cells in the job's chunk. The file is cut back to the checkpoint's length
 * before each page, so a page run again (a retried chunk, a crash, a restart) never writes a row twice. The finished
 * CSV or XLSX is written from those lines at the end, and the lines removed.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { EXPORT_CHUNK, EXPORT_KINDS, exportColumnsOf } from '@newsroom/config';
import { neutraliseRow } from '../../../services/spreadsheet-cells';
import type { JobHandler } from '../../../services/jobs/types';
import type { PassedFilters, Strapi } from '../../../strapi-types';
import { exportDir, exportFiles, type ExportJobParams } from './export-run';
import { cellOf, fieldsOf, populateOf } from './values';

type Checkpoint = { lastId: number; bytes: number; rows: number };

const columnsOf = (params: ExportJobParams) => {
  const all = exportColumnsOf(params.kind);
  return params.columns.map((key) => all.find((c) => c.key === key)!).filter(Boolean);
};

async function writeFinal(params: ExportJobParams, rowsFile: string, finalFile: string) {
  const columns = columnsOf(params);
  const headers = columns.map((c) => c[params.language]);
  const lines = () =>
    fs.existsSync(rowsFile)
      ? readline.createInterface({ input: fs.createReadStream(rowsFile, 'utf8'), crlfDelay: Infinity })
      : [];
  if (params.format === 'xlsx') {
    const workbook = new (ExcelJS as any).stream.xlsx.WorkbookWriter({ filename: finalFile, useStyles: true });
    const sheet = workbook.addWorksheet('Export');
    sheet.columns = columns.map((c, i) => ({
      header: headers[i],
      width: Math.max(12, headers[i].length + 4),
      ...(c.kind === 'datetime' ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
      ...(c.kind === 'money' ? { style: { numFmt: '#,##0.00' } } : {}),
    }));
    for await (const line of lines())
      if (line) {
        const cells = JSON.parse(line).map((cell: unknown, i: number) =>
          columns[i].kind === 'datetime' && typeof cell === 'string' ? new Date(cell) : cell,
        );
        sheet.addRow(cells).commit();
      }
    sheet.commit();
    await workbook.commit();
    return;
  }
  const out = fs.createWriteStream(finalFile);
  const options = { delimiter: params.language === 'nl' ? ';' : ',', record_delimiter: '\r\n' } as const;
  out.write('\ufeff' + stringify([headers], options));
  for await (const line of lines()) if (line) out.write(stringify([JSON.parse(line)], options));
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

export function exportJob(strapi: Strapi): JobHandler<ExportJobParams, Checkpoint> {
  const read = (params: ExportJobParams, afterId: number) => {
    const def = EXPORT_KINDS[params.kind];
    const columns = columnsOf(params);
    const after = { id: { $gt: afterId } };
    return strapi.documents(def.uid as never).findMany({
      filters: (params.filters ? { $and: [params.filters, after] } : after) as PassedFilters,
      sort: [{ id: 'asc' }],
      limit: EXPORT_CHUNK,
      fields: ['id', ...fieldsOf(columns)] as never,
      populate: populateOf(columns) as never,
    } as never) as Promise<Record<string, unknown>[]>;
  };

  return {
    async initialize(ctx) {
      const def = EXPORT_KINDS[ctx.params.kind];
      fs.mkdirSync(exportDir(strapi), { recursive: true });
      const total = await strapi
        .documents(def.uid as never)
        .count({ filters: (ctx.params.filters ?? {}) as PassedFilters } as never);
      await ctx.setTotal(total);
    },

    async process(ctx) {
      const { rows: rowsFile } = exportFiles(strapi, ctx.job.documentId, ctx.params.format);
      const columns = columnsOf(ctx.params);
      for (;;) {
        let finished = false;
        await ctx.commit(async () => {
          const from: Checkpoint = ctx.checkpoint ?? { lastId: 0, bytes: 0, rows: 0 };
          const rows = await read(ctx.params, from.lastId);
          const text = rows
            .map((row) =>
              JSON.stringify(
                neutraliseRow(columns.map((column) => cellOf(row, column, ctx.params.format, ctx.params.language))),
              ),
            )
            .map((line) => `${line}\n`)
            .join('');
          if (!fs.existsSync(rowsFile)) fs.writeFileSync(rowsFile, '');
          fs.truncateSync(rowsFile, from.bytes);
          fs.appendFileSync(rowsFile, text);
          finished = rows.length < EXPORT_CHUNK;
          const done = from.rows + rows.length;
          return {
            checkpoint: {
              lastId: rows.length ? Number(rows[rows.length - 1].id) : from.lastId,
              bytes: from.bytes + Buffer.byteLength(text),
              rows: done,
            },
            progress: { processed: done, succeeded: done, failed: 0 },
          };
        });
        if (finished) return;
      }
    },

    async complete(ctx) {
      const files = exportFiles(strapi, ctx.job.documentId, ctx.params.format);
      // Run again after a crash that came after the lines were removed: the file is already whole.
      if (fs.existsSync(files.rows) || !fs.existsSync(files.final))
        await writeFinal(ctx.params, files.rows, files.final);
      fs.rmSync(files.rows, { force: true });
      return { rows: ctx.checkpoint?.rows ?? 0, format: ctx.params.format, bytes: fs.statSync(files.final).size };
    },

    async fail(ctx) {
      const files = exportFiles(strapi, ctx.job.documentId, ctx.params.format);
      fs.rmSync(files.rows, { force: true });
      fs.rmSync(files.final, { force: true });
    },
  };
}
