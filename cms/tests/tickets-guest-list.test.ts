// The guest list: sorted by last then first name, fixed and chosen columns, PDF and XLSX, streamed over 10,000 rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { pdfText } from './helpers/pdf-text';
import { TICKET, ticketHelpers } from './helpers/tickets';
import { randomDocumentId } from '../src/services/document-ids';

let app: TestApp;
let admin: Client;
let customerId: string;
const t = ticketHelpers(() => ({ app, admin, customerId }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  customerId = (await admin.post('/api/customers', { data: { name: 'Gastenlijst B.V.' } })).body.data.documentId;
});
afterAll(() => app?.stop());

const sheetRows = async (content: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as any);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as string[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
};

describe('guest list', () => {
  it('lists the valid tickets by last name then first name, with the chosen columns, as XLSX and PDF', async () => {
    const { event, product } = await t.eventWith();
    const { tickets } = await t.buy(product, 4);
    const names = [
      ['Zoë', 'Aalders'],
      ['Bram', 'Zwart'],
      ['Anna', 'Aalders'],
      ['Cor', 'Mulder'],
    ];
    for (const [i, [firstName, lastName]] of names.entries())
      await admin.put(`/api/tickets/${tickets[i].documentId}`, { data: { firstName, lastName } });
    await admin.post(`/api/tickets/${tickets[3].documentId}/revoke`, {});
    await admin.post('/api/tickets/scan', { code: t.codeOf(tickets[1]), event });
    const xlsx = await admin.bytes(`/api/tickets/guest-list?event=${event}&format=xlsx&columns=email,order`);
    expect(xlsx.status).toBe(200);
    const rows = await sheetRows(xlsx.content);
    expect(rows[0]).toEqual(['Ticketnummer', 'Naam', 'Koper', 'Gescand', 'E-mail', 'Bestelling']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Aalders, Anna', 'Aalders, Zoë', 'Zwart, Bram']);
    expect(rows[3]).toEqual([
      tickets[1].number,
      'Zwart, Bram',
      'Gastenlijst B.V.',
      'ja',
      'koper@example.com',
      expect.any(String),
    ]);
    const pdf = await admin.bytes(`/api/tickets/guest-list?event=${event}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.content.subarray(0, 4).toString()).toBe('%PDF');
    // Headed with the event, when and where it is, and when the list was made; then the guests by last name.
    const text = pdfText(pdf.content);
    expect(text).toMatch(/Gastenlijst: Congres \d+/);
    expect(text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d, Utrecht · gemaakt \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(text.indexOf('Zwart, Bram')).toBeGreaterThan(text.indexOf('Ticketnummer'));
    expect((await admin.get(`/api/tickets/guest-list?event=${event}&format=doc`)).status).toBe(400);
    expect((await admin.get('/api/tickets/guest-list?event=nope')).status).toBe(404);
    expect((await (await app.login(EDITOR)).get(`/api/tickets/guest-list?event=${event}`)).status).toBe(403);
  });

  it('streams 10,000 attendees in keyset pages without growing memory', async () => {
    const { event, product } = await t.eventWith();
    const { tickets } = await t.buy(product, 1);
    const sample = await app.strapi.db
      .query(TICKET)
      .findOne({ where: { id: tickets[0].id }, populate: ['event', 'order', 'customer', 'product'] });
    const now = new Date();
    for (let start = 0; start < 9999; start += 500) {
      const data = Array.from({ length: Math.min(500, 9999 - start) }, (_, k) => {
        const i = start + k;
        return {
          documentId: randomDocumentId(),
          number: `BULK${sample.id}-1-${i + 1}`,
          firstName: `Voornaam${i % 97}`,
          lastName: `Achternaam${String(i % 1000).padStart(4, '0')}`,
          revoked: false,
          scanned: i % 3 === 0,
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        };
      });
      await app.strapi.db.query(TICKET).createMany({ data });
    }
    // Link them to the event in one statement per page (createMany does not write relations).
    const link = app.strapi.db.metadata.get(TICKET).attributes.event.joinTable;
    const ids = (
      await app.strapi.db.connection('tickets').where('number', 'like', `BULK${sample.id}-%`).select('id')
    ).map((r: { id: number }) => r.id);
    for (let i = 0; i < ids.length; i += 500)
      await app.strapi.db
        .connection(link.name)
        .insert(
          ids
            .slice(i, i + 500)
            .map((id: number) => ({ [link.joinColumn.name]: id, [link.inverseJoinColumn.name]: sample.event.id })),
        );
    global.gc?.();
    const before = process.memoryUsage().rss;
    const xlsx = await admin.bytes(`/api/tickets/guest-list?event=${event}&format=xlsx&columns=scannedAt`);
    const growth = process.memoryUsage().rss - before;
    const rows = await sheetRows(xlsx.content);
    expect(rows).toHaveLength(10_001);
    const lastNames = rows.slice(1).map((r) => r[1].split(',')[0]);
    expect([...lastNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(lastNames);
    // The server and the test share a process here: the file itself (~300 kB) and its reading are in the figure.
    expect(growth).toBeLessThan(150 * 1024 * 1024);
    const pdf = await admin.bytes(`/api/tickets/guest-list?event=${event}&format=pdf`);
    expect(pdf.content.subarray(0, 4).toString()).toBe('%PDF');
  }, 120_000);
});
