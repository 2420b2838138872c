// The export builder (issue #23, docs/exports.md): an export of a list with its filters and chosen columns runs as a
// job and is downloaded by its owner; every page of a large list once; refusals, permissions and saved definitions.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { orderHelpers } from './helpers/orders';
import { waitFor } from './helpers/sending';

let app: TestApp;
let admin: Client;
let marketing: Client;
let customerId: string;
let paidSerial: string;
const { productBySku, order, paidOrder } = orderHelpers(() => ({ app, admin, customerId }));

/** Starts an export, waits for its job and answers the job and the file's bytes. */
async function exportOf(data: Record<string, unknown>, client = admin) {
  const started = await client.post('/api/exports', { data });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const jobId = started.body.data.documentId;
  let job: any;
  await waitFor(async () => {
    job = (await client.get(`/api/jobs/${jobId}`)).body.data;
    return job.status === 'COMPLETED' || job.status === 'FAILED';
  });
  expect(job.status, job.error).toBe('COMPLETED');
  const file = await client.bytes(`/api/exports/${jobId}/file`);
  expect(file.status).toBe(200);
  return { job, file };
}

const csvLines = (content: Buffer) =>
  content
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  marketing = await app.login(MARKETING);
  customerId = (await admin.post('/api/customers', { data: { name: 'Exportklant B.V.' } })).body.data.documentId;
  const book = await productBySku('BOEK-JB26');
  paidSerial = (await paidOrder([{ product: book, quantity: 2 }])).serial;
  await admin.post('/api/orders', { data: order([{ product: book, quantity: 1 }]) });
}, 120_000);
afterAll(() => app?.stop());

describe('running an export', () => {
  it('writes the filtered orders with the chosen columns, money with a decimal comma, as CSV', async () => {
    const paid = await app.strapi.db.query('api::order.order').findMany({ where: { status: 'PAID' } });
    const { job, file } = await exportOf({
      kind: 'orders',
      columns: ['serial', 'customer.name', 'total', 'status'],
      format: 'csv',
      query: 'filters[status][$eq]=PAID',
    });
    const [header, ...rows] = csvLines(file.content);
    expect(header).toBe('Ordernummer;Klant;Totaal;Status');
    expect(rows).toHaveLength(paid.length);
    expect(job.result.rows).toBe(paid.length);
    const ours = paid.find((o: any) => o.serial === paidSerial)!;
    const euros = (ours.total / 100).toFixed(2).replace('.', ',');
    expect(rows).toContain(`${ours.serial};Exportklant B.V.;${euros};PAID`);
    expect(file.headers.get('content-disposition')).toContain('orders-');
  });

  it('reads every page of a large list once (keyset chunks), and writes XLSX with numbers and lists', async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1_234 }, (_, i) => ({
      document_id: `exp${String(i).padStart(21, '0')}`,
      email: `export-${i}@bulk.test`,
      first_name: 'Bulk',
      type: 'LEAD',
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await app.strapi.db.connection('profiles').insert(rows.slice(i, i + 200));
    const { file } = await exportOf({
      kind: 'profiles',
      columns: ['email', 'tags.name'],
      format: 'xlsx',
      query: 'filters[email][$endsWith]=@bulk.test',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.content);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'E-mail', 'Tags']);
    const emails = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && emails.add(String(row.getCell(1).value)));
    expect(sheet.rowCount).toBe(1_235);
    expect(emails.size).toBe(1_234);
  });
});

describe('refusals and permissions', () => {
  it('refuses an unknown kind, unknown or doubled columns, a bad format and parameters other than filters', async () => {
    const kind = await admin.post('/api/exports', { data: { kind: 'wallets', columns: ['x'] } });
    expect(kind.status).toBe(400);
    expect(codes(kind)).toEqual({ kind: 'export_kind' });
    const columns = await admin.post('/api/exports', {
      data: { kind: 'orders', columns: ['serial', 'secret', 'serial'] },
    });
    expect(codes(columns)).toEqual({ 'columns.1': 'export_column_unknown', columns: 'export_columns_twice' });
    const format = await admin.post('/api/exports', { data: { kind: 'orders', columns: ['serial'], format: 'pdf' } });
    expect(codes(format)).toEqual({ format: 'invalid_format' });
    const sort = await admin.post('/api/exports', { data: { kind: 'orders', columns: ['serial'], query: 'sort=id' } });
    expect(sort.status).toBe(400);
    expect(sort.body.error.details.code).toBe('unknown_parameter');
  });

  it('refuses filters on fields the list does not have or may not show', async () => {
    const unknown = await admin.post('/api/exports', {
      data: { kind: 'orders', columns: ['serial'], query: 'filters[nothing][$eq]=1' },
    });
    expect(unknown.status).toBe(400);
    const hidden = await admin.post('/api/exports', {
      data: { kind: 'tickets', columns: ['number'], query: 'filters[secretHash][$startsWith]=a' },
    });
    expect(hidden.status).toBe(400);
  });

  it('lets a user export only the lists they may read, and download only their own files', async () => {
    const orders = await marketing.post('/api/exports', { data: { kind: 'orders', columns: ['serial'] } });
    expect(orders.status).toBe(403);
    expect(orders.body.error.details.code).toBe('export_forbidden');
    const { job } = await exportOf({ kind: 'tickets', columns: ['number', 'email'] }, marketing);
    expect((await admin.bytes(`/api/exports/${job.documentId}/file`)).status).toBe(404);
    expect((await app.client().post('/api/exports', { data: { kind: 'tickets', columns: ['number'] } })).status).toBe(
      401,
    );
  });
});

describe('saved definitions', () => {
  it('are kept per user: create, list, rename clash, update, delete; another user gets 404', async () => {
    const data = {
      name: 'Betaalde orders',
      kind: 'orders',
      filter: { status: 'PAID' },
      columns: ['serial'],
      format: 'xlsx',
    };
    const created = await admin.post('/api/export-definitions', { data });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.documentId;
    expect((await admin.post('/api/export-definitions', { data })).status).toBe(409);
    const list = await admin.get('/api/export-definitions');
    expect(list.body.data.map((d: any) => d.name)).toContain('Betaalde orders');
    expect((await marketing.get('/api/export-definitions')).body.data).toEqual([]);
    expect((await marketing.put(`/api/export-definitions/${id}`, { data })).status).toBe(404);
    const changed = await admin.put(`/api/export-definitions/${id}`, {
      data: { ...data, columns: ['serial', 'total'] },
    });
    expect(changed.body.data.columns).toEqual(['serial', 'total']);
    const wrong = await admin.put(`/api/export-definitions/${id}`, { data: { ...data, name: ' ', columns: [] } });
    expect(codes(wrong)).toEqual({ name: 'required', columns: 'export_columns' });
    expect((await admin.del(`/api/export-definitions/${id}`)).status).toBe(204);
    expect((await admin.get('/api/export-definitions')).body.data).toEqual([]);
  });
});
