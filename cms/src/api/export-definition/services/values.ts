/**
 * A row's cell values for the export builder (pure): a column's field path read from the row as Strapi answers it
 * (relations populated), written for CSV (Dutch Excel: decimal comma, Amsterdam wall-clock text) or XLSX (numbers
 * and dates as such). Formula neutralising happens when the cells are written.
 */
import { amsterdamDateTimeText, type ExportColumnDef } from '@newsroom/config';

type Row = Record<string, unknown>;

const at = (row: unknown, path: string[]): unknown => {
  if (row === null || row === undefined) return undefined;
  if (Array.isArray(row)) return row.map((item) => at(item, path)).flat();
  if (path.length === 0) return row;
  return at((row as Row)[path[0]], path.slice(1));
};

/** The relations a set of columns reads, as Strapi's populate object (`customer.name` → customer: {fields:[name]}). */
export function populateOf(columns: readonly ExportColumnDef[]): Record<string, { fields: string[] }> {
  const populate: Record<string, { fields: string[] }> = {};
  for (const { key } of columns) {
    const [relation, field] = key.split('.');
    if (!field) continue;
    populate[relation] ??= { fields: [] };
    if (!populate[relation].fields.includes(field)) populate[relation].fields.push(field);
  }
  return populate;
}

/** The row's own fields the columns read. */
export const fieldsOf = (columns: readonly ExportColumnDef[]): string[] =>
  columns.filter((c) => !c.key.includes('.')).map((c) => c.key);

const answersText = (values: unknown): string =>
  values && typeof values === 'object' && !Array.isArray(values)
    ? Object.entries(values as Row)
        .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value ?? '')}`)
        .join('; ')
    : '';

/** An XLSX cell has no time zone: the Amsterdam wall-clock time is stored. */
const wallClock = (value: unknown) => (value ? new Date(`${amsterdamDateTimeText(value).replace(' ', 'T')}Z`) : null);

export function cellOf(row: Row, column: ExportColumnDef, target: 'csv' | 'xlsx', language: 'nl' | 'en'): unknown {
  const raw = at(row, column.key.split('.'));
  const value = Array.isArray(raw) && column.kind !== 'list' ? raw[0] : raw;
  if (value === undefined || value === null || value === '') return target === 'xlsx' ? null : '';
  switch (column.kind) {
    case 'list':
      return (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== null && v !== undefined).join(', ');
    case 'answers':
      return answersText(value);
    case 'money': {
      const amount = Number(value) / 100;
      return target === 'xlsx' ? amount : amount.toFixed(2).replace('.', language === 'nl' ? ',' : '.');
    }
    case 'number':
      return target === 'xlsx' ? Number(value) : String(value);
    case 'boolean':
      return value ? (language === 'nl' ? 'ja' : 'yes') : language === 'nl' ? 'nee' : 'no';
    case 'datetime':
      return target === 'xlsx' ? wallClock(value) : amsterdamDateTimeText(value);
    case 'date':
      return String(value).slice(0, 10);
    default:
      return String(value);
  }
}
