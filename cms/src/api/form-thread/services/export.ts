/**
 * Export of submissions (docs/forms.md "Export"): the threads matching the list's filters (status, form,
 * assignee, search), oldest first, as CSV (UTF-8 with BOM and `;`, like the profile export) or XLSX. When the
 * list is narrowed to one form its fields get a column each; otherwise the answers are one column of
 * "label: value" lines. Every text cell is neutralised against formula injection (services/spreadsheet-cells.ts).
 */
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { amsterdamDateTimeText, type ExportFormat, type FormField } from '@newsroom/config';
import { neutraliseRow } from '../../../services/spreadsheet-cells';
import { exportRequest } from '../../../services/export-request';
import { XLSX_TYPE, attachment } from '../../profile-export/services/profile-export';
import type { PassedFilters, Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::form-thread.form-thread';
/** A form's submissions in one file; a larger export is narrowed by status or period first. */
export const FORM_EXPORT_MAX = 50_000;

const valueText = (value: unknown) =>
  Array.isArray(value)
    ? value.join(', ')
    : value && typeof value === 'object'
      ? String((value as Row).name ?? '')
      : value === true
        ? 'ja'
        : String(value ?? '');

export default ({ strapi }: WithStrapi) => ({
  async prepare(query: Row, auth: unknown) {
    const { format, filters } = await exportRequest(strapi, UID, query, auth);
    return { format, filters, q: typeof query._q === 'string' && query._q ? query._q : undefined };
  },

  contentType: (format: ExportFormat) => (format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8'),
  contentDisposition: (format: ExportFormat) =>
    attachment(`inzendingen-${new Date().toISOString().slice(0, 10)}.${format}`),

  /** The file's rows: a header and one row per thread. */
  async rows(request: { filters?: Row; q?: string }): Promise<unknown[][]> {
    const threads = (await strapi.documents(UID).findMany({
      filters: request.filters as PassedFilters,
      ...(request.q ? { _q: request.q } : {}),
      sort: [{ createdAt: 'asc' }],
      limit: FORM_EXPORT_MAX,
      populate: { form: true, assignee: { fields: ['username', 'email'] } },
    })) as Row[];
    const forms = new Set(threads.map((t) => t.form?.documentId));
    const fields: FormField[] = forms.size === 1 ? (threads[0]?.form?.fields ?? []) : [];
    const header = [
      'Ontvangen',
      'Formulier',
      'Status',
      'E-mail',
      'Naam',
      'Toegewezen aan',
      ...(fields.length ? fields.map((f) => f.label) : ['Antwoorden']),
      'Berichten',
    ];
    const rows = threads.map((t) => {
      const values: Row = t.values ?? {};
      const own: FormField[] = t.form?.fields ?? [];
      const answers = fields.length
        ? fields.map((f) => valueText(values[f.key]))
        : [
            own
              .filter((f) => f.key in values)
              .map((f) => `${f.label}: ${valueText(values[f.key])}`)
              .join('\n'),
          ];
      return [
        amsterdamDateTimeText(t.createdAt),
        t.form?.name ?? '',
        t.status,
        t.email ?? '',
        t.name ?? '',
        t.assignee?.username ?? t.assignee?.email ?? '',
        ...answers,
        (t.messages ?? []).length,
      ];
    });
    return [header, ...rows.map(neutraliseRow)];
  },

  async file(request: { format: ExportFormat; filters?: Row; q?: string }): Promise<Buffer | string> {
    const rows = await this.rows(request);
    if (request.format === 'csv') return `\ufeff${stringify(rows, { delimiter: ';' })}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Inzendingen');
    rows.forEach((row) => sheet.addRow(row));
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((column) => (column.width = 24));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  },
});
