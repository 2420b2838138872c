// The log's list at scale (docs/log.md): each filter, newest first, the capped count, the export as CSV and
// XLSX, the nightly retention prune, and the refusals (400 with a code, 403 for editors).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_COUNT_CAP } from '@newsroom/config';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;
let editor: Client;
const LOG = 'api::log-entry.log-entry';
const DAY = 86_400_000;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  // A fixed set in its own subject type, so other tests' entries never match the filters below.
  await app.strapi.service(LOG).writeMany([
    {
      type: 'invoice',
      action: 'create',
      at: '2026-03-01T10:00:00Z',
      subject: { type: 'fixture', id: 'inv-1' },
      actor: { id: 7, name: 'anna@example.com' },
      note: 'Eerste factuur',
    },
    {
      type: 'payment',
      action: 'payment',
      at: '2026-03-02T10:00:00Z',
      subject: { type: 'fixture', id: 'inv-1' },
      actor: { id: 8, name: 'bert@example.com' },
      amount: 1250,
    },
    {
      type: 'auth',
      action: 'sign_in',
      at: '2026-03-03T10:00:00Z',
      subject: { type: 'fixture', id: 'user-7' },
      actor: { id: 7, name: 'anna@example.com' },
    },
    // 23:30 UTC on 3 March is 00:30 on 4 March in Amsterdam: the period filter counts Amsterdam days.
    {
      type: 'auth',
      action: 'sign_out',
      at: '2026-03-03T23:30:00Z',
      subject: { type: 'fixture', id: 'user-7' },
      actor: { id: 7, name: 'anna@example.com' },
      note: 'Uitgelogd na 100% werk',
    },
  ]);
});
afterAll(() => app?.stop());

type Entry = { id: number; type: string; action: string; at: string; actorName: string; subjectId: string };
const list = async (query: string) => {
  const res = await admin.get(`/api/log-entries?filters[subjectType][$eq]=fixture&${query}`);
  expect(res.status).toBe(200);
  return res.body as { data: Entry[]; meta: { pagination: { total: number; capped: boolean; pageCount: number } } };
};
const actions = async (query: string) => (await list(query)).data.map((e) => e.action);

describe('filters', () => {
  it('newest first, and each filter narrows', async () => {
    expect(await actions('')).toEqual(['sign_out', 'sign_in', 'payment', 'create']);
    expect(await actions('sort=at:asc')).toEqual(['create', 'payment', 'sign_in', 'sign_out']);
    expect(await actions('filters[type][$eq]=auth')).toEqual(['sign_out', 'sign_in']);
    expect(await actions('filters[type][$in][0]=invoice&filters[type][$in][1]=payment')).toEqual(['payment', 'create']);
    expect(await actions('filters[who][$eq]=7')).toEqual(['sign_out', 'sign_in', 'create']);
    expect(await actions('filters[who][$eq]=bert')).toEqual(['payment']);
    // A prefix of several names ("admin@…" of other tests, "anna@…") and of none.
    expect(await actions('filters[who][$eq]=a')).toEqual(['sign_out', 'sign_in', 'create']);
    expect(await actions('filters[who][$eq]=zz')).toEqual([]);
    expect(await actions('filters[actorId][$eq]=8')).toEqual(['payment']);
    expect(await actions('filters[subjectId][$eq]=inv-1')).toEqual(['payment', 'create']);
    expect(await actions('filters[action][$eq]=sign_in')).toEqual(['sign_in']);
  });

  it('the period is of Europe/Amsterdam days, both ends included', async () => {
    expect(await actions('filters[day][$gte]=2026-03-02&filters[day][$lte]=2026-03-03')).toEqual([
      'sign_in',
      'payment',
    ]);
    expect(await actions('filters[day][$gte]=2026-03-04')).toEqual(['sign_out']);
    expect(await actions('filters[day][$eq]=2026-03-01')).toEqual(['create']);
  });

  it('text in action or note, case-insensitive, with % taken literally', async () => {
    expect(await actions('_q=eerste')).toEqual(['create']);
    expect(await actions('filters[$or][0][action][$containsi]=SIGN&filters[$or][1][note][$containsi]=SIGN')).toEqual([
      'sign_out',
      'sign_in',
    ]);
    expect(await actions('_q=100%25')).toEqual(['sign_out']);
    expect(await actions('_q=0%25w')).toEqual([]);
  });

  it('pages, and one entry with its details by id', async () => {
    const page = await list('pagination[page]=2&pagination[pageSize]=3');
    expect(page.data.map((e) => e.action)).toEqual(['create']);
    expect(page.meta.pagination).toMatchObject({ total: 4, capped: false, pageCount: 2 });
    const one = await admin.get(`/api/log-entries/${page.data[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ type: 'invoice', action: 'create', note: 'Eerste factuur' });
    expect((await admin.get('/api/log-entries/999999999')).status).toBe(404);
  });
});

describe('the capped count', () => {
  it('counts up to the cap and says "more than" beyond it', async () => {
    const at = Date.parse('2025-01-01T00:00:00Z');
    const many = Array.from({ length: LOG_COUNT_CAP + 50 }, (_, i) => ({
      type: 'pageview' as const,
      action: 'view',
      at: new Date(at + i * 1000),
      subject: { type: 'bulk', id: String(i) },
    }));
    await app.strapi.service(LOG).writeMany(many);
    const res = await admin.get('/api/log-entries?filters[subjectType][$eq]=bulk&pagination[pageSize]=100');
    expect(res.body.meta.pagination).toMatchObject({ total: LOG_COUNT_CAP + 1, capped: true, pageCount: 101 });
    expect(res.body.data[0].subjectId).toBe(String(LOG_COUNT_CAP + 49));
    const exact = await admin.get('/api/log-entries?filters[subjectType][$eq]=bulk&filters[subjectId][$eq]=5');
    expect(exact.body.meta.pagination).toMatchObject({ total: 1, capped: false });
  });
});

describe('export', () => {
  it('CSV and XLSX of the current filters, newest first, cells neutralised', async () => {
    await app.strapi
      .service(LOG)
      .write({ type: 'profile', action: 'update', subject: { type: 'fixture-x', id: 'p1' }, note: '=HYPERLINK("x")' });
    const csv = await admin.bytes(
      '/api/log-entries/export?format=csv&filters[subjectType][$eq]=fixture&filters[type][$eq]=auth',
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/logboek-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.content
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Tijd;Type;Actie;Door/);
    expect(lines.slice(1).map((l) => l.split(';')[2])).toEqual(['sign_out', 'sign_in']);
    expect(lines[1]).toMatch(/^2026-03-04 00:30/);

    const injected = await admin.bytes('/api/log-entries/export?filters[subjectType][$eq]=fixture-x');
    expect(injected.content.toString('utf8')).toContain(`'=HYPERLINK`);

    const xlsx = await admin.bytes('/api/log-entries/export?format=xlsx&filters[subjectType][$eq]=fixture');
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.content as any);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(3).value).toBe('sign_out');
  });

  it('refuses an unknown format or filter before sending anything', async () => {
    const res = await admin.get('/api/log-entries/export?format=pdf');
    expect(res.status).toBe(400);
    expect(res.body.error.details.code).toBe('invalid_format');
    expect((await admin.get('/api/log-entries/export?filters[type][$eq]=nope')).body.error.details.code).toBe(
      'log_type_unknown',
    );
  });
});

describe('retention', () => {
  it('the setting has a minimum; the nightly prune deletes what is older', async () => {
    await app.strapi.service('api::config.config').ensureDefaults();
    const tooShort = await admin.put('/api/config', { data: { log: { retentionDays: 30 } } });
    expect(tooShort.status).toBe(400);
    expect((await admin.put('/api/config', { data: { log: { retentionDays: 365 } } })).status).toBe(200);
    expect(await app.strapi.service(LOG).retentionDays()).toBe(365);

    const now = Date.now();
    await app.strapi.service(LOG).writeMany([
      { type: 'order', action: 'old', at: new Date(now - 400 * DAY), subject: { type: 'prune', id: 'a' } },
      { type: 'order', action: 'recent', at: new Date(now - 300 * DAY), subject: { type: 'prune', id: 'b' } },
    ]);
    expect(await app.strapi.service(LOG).prune(now)).toBeGreaterThanOrEqual(1);
    const left = await app.strapi.db.query(LOG).findMany({ where: { subjectType: 'prune' }, select: ['action'] });
    expect(left.map((e: { action: string }) => e.action)).toEqual(['recent']);
    await admin.put('/api/config', { data: { log: { retentionDays: 730 } } });
  });
});

describe('refusals', () => {
  const codeOf = async (query: string) => {
    const res = await admin.get(`/api/log-entries?${query}`);
    return [res.status, res.body?.error?.details?.code];
  };

  it('bad days, unknown types and filters are 400 with a code', async () => {
    expect(await codeOf('filters[day][$gte]=2026-02-30')).toEqual([400, 'log_day_invalid']);
    expect(await codeOf('filters[day][$gte]=yesterday')).toEqual([400, 'log_day_invalid']);
    expect(await codeOf('filters[day][$gte]=2026-03-05&filters[day][$lte]=2026-03-01')).toEqual([
      400,
      'log_period_invalid',
    ]);
    expect(await codeOf('filters[type][$eq]=weather')).toEqual([400, 'log_type_unknown']);
    expect(await codeOf('filters[details][$eq]=x')).toEqual([400, 'log_filter_unknown']);
    expect(await codeOf('filters[$or][0][details][$containsi]=x')).toEqual([400, 'log_filter_unknown']);
    expect(await codeOf('sort=note:asc')).toEqual([400, 'log_sort_invalid']);
    expect(await codeOf('pagination[page]=0')).toEqual([400, 'log_page_invalid']);
    expect(await codeOf('filters[actorId][$eq]=anna')).toEqual([400, 'log_filter_invalid']);
  });

  it('editors may not read or export the log', async () => {
    expect((await editor.get('/api/log-entries')).status).toBe(403);
    expect((await editor.get('/api/log-entries/1')).status).toBe(403);
    expect((await editor.get('/api/log-entries/export')).status).toBe(403);
  });
});
