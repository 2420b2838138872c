import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { gradientPng } from '../src/bootstrap/demo-images';

let app: TestApp;
let admin: Client;
let editor: Client;

const DAY = 86_400_000;
const errors = (res) =>
  Object.fromEntries((res.body.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.code]));
const config = async () => (await admin.get('/api/config')).body.data;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

describe('reading the configuration', () => {
  it('answers every section merged over SPEC 3 defaults, the engagement editor defaults included', async () => {
    const data = await config();
    expect(data.global).toMatchObject({ siteName: 'Newsroom', hasCurrentInstall: true });
    expect(data.content).toMatchObject({ resizeWidth: 1200, resizeHeight: 675, coverRemovalDays: 0 });
    expect(data.sales).toMatchObject({ orderSerialLength: 6, orderStartWithSerial: 1 });
    expect(data.social).toMatchObject({ contentPath: '/artikel', twitter: '' });
    expect(data.engagementEditorSettings).toMatchObject({
      bodyValues: { backgroundColor: '#e7e7e7', contentWidth: '500px', fontFamily: { label: 'Arial' } },
      articleTitle: { fontSize: 18, textAlign: 'left', color: '#555555' },
      border: { top: '0px solid #CCC' },
      borderRadius: 4,
    });
    expect(data.content.id).toBeUndefined();
  });
});

describe('changing the configuration', () => {
  it('keeps the other fields and sections on a partial update', async () => {
    const before = await config();
    const res = await admin.put('/api/config', { data: { global: { siteName: 'De Krant' } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.global).toMatchObject({ siteName: 'De Krant', frontendURI: before.global.frontendURI });
    expect(res.body.data.sales).toEqual(before.sales);
    expect(res.body.data.content).toEqual(before.content);
    // A null field goes back to its default.
    const reset = await admin.put('/api/config', { data: { global: { siteName: null } } });
    expect(reset.body.data.global).toMatchObject({ siteName: 'Newsroom', frontendURI: before.global.frontendURI });
  });

  it('refuses what the rules forbid, with a code per field, and keeps what was stored', async () => {
    const res = await admin.put('/api/config', {
      data: {
        global: { frontendURI: 'geen adres', domains: ['goed.nl', 'niet goed'] },
        content: { resizeWidth: 0, coverRemovalDays: -1 },
        social: { twitter: '@krant', facebook: 'https://example.com/krant', contentPath: 'artikel' },
        sales: { orderSerialLength: 3, orderStartWithSerial: 1000 },
        engagementEditorSettings: { bodyValues: { backgroundColor: 'rood' }, border: { top: '1px wavy #ccc' } },
      },
    });
    expect(res.status).toBe(400);
    expect(errors(res)).toMatchObject({
      'global.frontendURI': 'url',
      'global.domains': 'domains',
      'content.resizeWidth': 'minValue',
      'content.coverRemovalDays': 'minValue',
      'social.twitter': 'usernameAt',
      'social.facebook': 'profileLink',
      'social.contentPath': 'pathOrUrl',
      'sales.orderStartWithSerial': 'serialCapacity',
      'engagementEditorSettings.bodyValues.backgroundColor': 'color',
      'engagementEditorSettings.border.top': 'cssBorder',
    });
    expect((await config()).sales.orderSerialLength).toBe(6);
  });

  it('merges a partial change of the editor settings over the stored ones', async () => {
    let res = await admin.put('/api/config', { data: { engagementEditorSettings: { borderRadius: 8 } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    res = await admin.put('/api/config', {
      data: { engagementEditorSettings: { articleTitle: { color: '#112233' } } },
    });
    expect(res.body.data.engagementEditorSettings).toMatchObject({
      borderRadius: 8,
      articleTitle: { color: '#112233', fontSize: 18 },
    });
    const unknown = await admin.put('/api/config', { data: { engagementEditorSettings: { shadow: 'yes' } } });
    expect(errors(unknown)).toEqual({ 'engagementEditorSettings.shadow': 'unknownSetting' });
  });

  it('is the administrator’s: an editor may read but not change it', async () => {
    expect((await editor.get('/api/config')).status).toBe(200);
    expect((await editor.put('/api/config', { data: { global: { siteName: 'X' } } })).status).toBe(403);
  });
});

describe('the effect of the settings', () => {
  const newOrder = async () => {
    const book = await app.strapi.db.query('api::product.product').findOne({ where: { sku: 'BOEK-JB26' } });
    const customer = (await admin.post('/api/customers', { data: { name: 'Nummerklant B.V.' } })).body.data;
    return admin.post('/api/orders', {
      data: { currency: 'EUR', customer: customer.documentId, lines: [{ product: book.documentId, quantity: 1 }] },
    });
  };
  const setSerials = async (orderSerialLength: number, orderStartWithSerial: number) => {
    const res = await admin.put('/api/config', { data: { sales: { orderSerialLength, orderStartWithSerial } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it('gives new order numbers the configured length and first number', async () => {
    await setSerials(8, 500);
    expect(await app.strapi.service('api::order.order').serialSettings()).toEqual({ length: 8, start: 500 });
    const res = await newOrder();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.serial).toMatch(/^\d{8}$/);
    expect(Number(res.body.data.serial)).toBeGreaterThanOrEqual(500);
    const stored = await app.strapi.db
      .query('api::order.order')
      .findOne({ where: { documentId: res.body.data.documentId }, select: ['serial'] });
    expect(stored.serial).toBe(res.body.data.serial);
  });

  it('refuses an order once its number no longer fits, keeps nothing of it, and gives the number back', async () => {
    try {
      await setSerials(3, 999);
      const last = await newOrder();
      expect(last.status, JSON.stringify(last.body)).toBe(201);
      expect(last.body.data.serial).toBe('999');
      const orders = await app.strapi.db.query('api::order.order').count();
      const refused = await newOrder();
      expect(refused.status).toBe(409);
      expect(refused.body.error.details.code).toBe('serials_exhausted');
      expect(await app.strapi.db.query('api::order.order').count()).toBe(orders);
      await setSerials(4, 1);
      expect((await newOrder()).body.data.serial).toBe('1000');
    } finally {
      await setSerials(6, 1);
    }
  });

  it('renders new e-mails with the stored editor settings over SPEC 3 defaults', async () => {
    const res = await admin.put('/api/config', {
      data: { engagementEditorSettings: { bodyValues: { backgroundColor: '#f0e0d0', contentWidth: '600px' } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    try {
      const rendered = await admin.post('/api/email-templates/render', {
        subject: 'Test',
        design: { blocks: [{ type: 'text', html: '<p>Hallo</p>' }] },
      });
      expect(rendered.status, JSON.stringify(rendered.body)).toBe(200);
      expect(rendered.body.data.html).toMatch(/<body[^>]*style="[^"]*background-color:#f0e0d0/i);
      expect(rendered.body.data.html).toMatch(/max-width:600px/);
      expect(rendered.body.data.html).toContain('font-family:Arial, Helvetica, sans-serif');
    } finally {
      await admin.put('/api/config', {
        data: { engagementEditorSettings: { bodyValues: { backgroundColor: '#e7e7e7', contentWidth: '500px' } } },
      });
    }
  });

  it('makes new covers at the configured size', async () => {
    const res = await admin.put('/api/config', { data: { content: { resizeWidth: 640, resizeHeight: 360 } } });
    expect(res.status).toBe(200);
    const form = new FormData();
    form.append('files', new Blob([gradientPng(900, 900, [0, 0, 0], [255, 255, 255])], { type: 'image/png' }), 'a.png');
    const cover = (await admin.post('/api/upload', form)).body[0].id;
    const item = await editor.post('/api/contents?locale=nl', {
      data: { type: 'ARTICLE', title: 'Met omslag', slug: `omslag-${Date.now()}`, cover },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const file = await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: cover } });
    expect(file.formats.cover).toMatchObject({ width: 640, height: 360 });
  });
});

describe('cover removal days', () => {
  async function publishedWithCover(daysAgo: number) {
    const form = new FormData();
    form.append('files', new Blob([gradientPng(64, 64, [9, 9, 9], [99, 99, 99])], { type: 'image/png' }), 'c.png');
    const cover = (await admin.post('/api/upload', form)).body[0].id;
    const publicationDate = new Date(Date.now() - daysAgo * DAY).toISOString();
    const res = await editor.post('/api/contents?locale=nl', {
      data: { type: 'ARTICLE', title: `Oud ${daysAgo}`, slug: `oud-${daysAgo}-${Date.now()}`, cover },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The publication date of an item published long ago (the API sets it to now when publishing).
    await app.strapi.db
      .query('api::content.content')
      .update({ where: { id: res.body.data.id }, data: { status: 'PUBLISHED', publicationDate } });
    return { documentId: res.body.data.documentId as string, cover };
  }
  const coverOf = async (documentId: string) =>
    (await app.strapi.db.query('api::content.content').findOne({ where: { documentId }, populate: ['cover'] }))?.cover
      ?.id ?? null;

  it('does nothing at 0, and takes the cover off items published longer ago at N days; the file stays', async () => {
    const old = await publishedWithCover(40);
    const recent = await publishedWithCover(5);
    const removal = app.strapi.service('api::config.cover-removal');
    expect(await removal.run()).toBe(0);
    expect(await coverOf(old.documentId)).toBe(old.cover);

    expect((await admin.put('/api/config', { data: { content: { coverRemovalDays: 30 } } })).status).toBe(200);
    expect(await removal.run()).toBeGreaterThanOrEqual(1);
    expect(await coverOf(old.documentId)).toBeNull();
    expect(await coverOf(recent.documentId)).toBe(recent.cover);
    expect(await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: old.cover } })).not.toBeNull();
    expect(await removal.run()).toBe(0);
    await admin.put('/api/config', { data: { content: { coverRemovalDays: 0 } } });
  });

  it('is registered as a nightly cron task', async () => {
    const tasks = (await import('../config/cron-tasks')).default;
    expect(tasks.coverRemoval.options).toMatchObject({ tz: 'Europe/Amsterdam' });
  });
});
