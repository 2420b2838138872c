// A segment's recipients preview (250 rows, hits capped at 10,000), its export (CSV and XLSX, every row,
// formula-neutralised), and the page views of signed-in readers feeding the "viewed content" condition.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createReader } from './helpers/readers';

let app: TestApp;
let admin: Client;
const BULK = 10_050;

const tree = (...rules: unknown[]) => ({ type: 'group', op: 'AND', rules });
async function segment(name: string, rules: unknown) {
  const res = await admin.post('/api/segments', { data: { name, rules } });
  if (res.status !== 201) throw new Error(`segment ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.documentId as string;
}

/** Profiles written straight into the table (a preview over more than 10,000 of them). */
async function bulkProfiles(source: string, n: number) {
  const knex = app.strapi.db.connection;
  const now = new Date();
  const rows = Array.from({ length: n }, (_, i) => ({
    document_id: `bulk${String(i).padStart(20, '0')}`,
    email: `bulk${i}@segrec.test`,
    type: 'LEAD',
    source,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500) await knex('profiles').insert(rows.slice(i, i + 500));
}

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  const profiles = app.strapi.documents('api::profile.profile');
  await profiles.create({
    data: { email: 'formule@segrec.test', firstName: '=HYPERLINK("http://x")', lastName: 'Jansen', source: 'export' },
  });
  await profiles.create({ data: { email: 'tweede@segrec.test', firstName: 'Anna', source: 'export', language: 'EN' } });
  await bulkProfiles('bulk', BULK);
});
afterAll(() => app?.stop());

describe('recipients preview', () => {
  it('shows the first 250 rows and caps the hits at 10,000, remembered as the last count', async () => {
    const id = await segment('Bulk', tree({ type: 'source', values: ['bulk'] }));
    const res = await admin.get(`/api/segments/${id}/recipients`);
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toHaveLength(250);
    expect(res.body.data.rows[0]).toEqual({
      id: 'bulk00000000000000000000',
      email: 'bulk0@segrec.test',
      firstName: null,
      lastName: null,
      type: 'LEAD',
      language: null,
    });
    expect(res.body.data).toMatchObject({ hits: 10_000, capped: true });
    const saved = await admin.get(`/api/segments/${id}`);
    expect(saved.body.data.lastCount).toBe(10_000);
    // The live count is exact.
    const count = await admin.post('/api/segments/count', { rules: tree({ type: 'source', values: ['bulk'] }) });
    expect(count.body.data.count).toBe(BULK);
  });

  it('answers the exact hits below the cap', async () => {
    const id = await segment('Export', tree({ type: 'source', values: ['export'] }));
    const res = await admin.get(`/api/segments/${id}/recipients`);
    expect(res.body.data).toMatchObject({ hits: 2, capped: false });
    expect(res.body.data.rows.map((r: { email: string }) => r.email)).toEqual([
      'formule@segrec.test',
      'tweede@segrec.test',
    ]);
  });
});

describe('export', () => {
  it('writes every recipient to CSV with formulas neutralised', async () => {
    const id = await segment('CSV', tree({ type: 'source', values: ['export'] }));
    const res = await admin.bytes(`/api/segments/${id}/export?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/segment-csv-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.content
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'E-mail;Voornaam;Achternaam;Type;Taal',
      `formule@segrec.test;"'=HYPERLINK(""http://x"")";Jansen;LEAD;NL`,
      'tweede@segrec.test;Anna;;LEAD;EN',
    ]);
  });

  it('writes all of a large segment to XLSX, past the preview cap', async () => {
    const id = await segment('XLSX', tree({ type: 'source', values: ['bulk'] }));
    const res = await admin.bytes(`/api/segments/${id}/export?format=xlsx`);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.content as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.actualRowCount).toBe(BULK + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe('bulk0@segrec.test');
  });

  it('refuses an unknown format with 400', async () => {
    const id = await segment('Formaat', tree({ type: 'source', values: ['export'] }));
    const res = await admin.get(`/api/segments/${id}/export?format=pdf`);
    expect([res.status, res.body.error.details.code]).toEqual([400, 'invalid_format']);
  });
});

describe('viewed content', () => {
  it("counts a signed-in reader's page views of a tag's content per profile and day", async () => {
    const tag = await admin.post('/api/tags', { data: { name: 'Verkiezingen', slug: 'segrec-verkiezingen' } });
    expect(tag.status).toBe(201);
    const item = await admin.post('/api/contents?locale=nl', {
      data: {
        type: 'ARTICLE',
        status: 'PUBLISHED',
        title: 'Uitslag',
        slug: 'segrec-uitslag',
        tags: [tag.body.data.documentId],
      },
    });
    expect(item.status).toBe(201);
    const reader = await createReader(app, 'ACCOUNT', 'lezer@segrec.test');
    const views = await reader.post('/api/statistics', {
      data: { events: [{ url: '/artikel/segrec-uitslag', eventType: 'Pageview' }] },
    });
    expect(views.status).toBe(201);
    const rows = await app.strapi.db.connection('profile_content_views').select('*');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ document_id: item.body.data.documentId, views: 1 });

    const rules = tree({ type: 'contentViewed', taxonomy: 'tag', ids: [tag.body.data.documentId], days: 7 });
    const count = await admin.post('/api/segments/count', { rules });
    expect(count.body.data.count).toBe(1);
    const id = await segment('Lezers verkiezingen', rules);
    const preview = await admin.get(`/api/segments/${id}/recipients`);
    expect(preview.body.data.rows.map((r: { email: string }) => r.email)).toEqual(['lezer@segrec.test']);
  });
});
