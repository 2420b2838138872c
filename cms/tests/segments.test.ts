// Segments API: the write rules (name, rule tree by code, the configured maximum), the live count, and who may
// do what (401/403/404). The conditions themselves: segments-compile.test.ts; preview and export:
// segments-recipients.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';

let app: TestApp;
let admin: Client;
let editor: Client;

const tree = (...rules: unknown[]) => ({ type: 'group', op: 'AND', rules });
const optedIn = { type: 'optIn', value: true };
const create = (data: Record<string, unknown>, client = admin) => client.post('/api/segments', { data });
const count = (rules: unknown, client = admin) => client.post('/api/segments/count', { rules });

async function setMaxSegments(max: number | null) {
  const config = await app.strapi.documents('api::config.config').findFirst({ populate: ['engagement'] });
  await app.strapi.documents('api::config.config').update({
    documentId: config.documentId,
    data: { engagement: { ...(config.engagement ?? {}), maxSegments: max } },
  });
}

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  const profiles = app.strapi.documents('api::profile.profile');
  await profiles.create({ data: { email: 'in1@segapi.test', type: 'LEAD', optIn: true } });
  await profiles.create({ data: { email: 'in2@segapi.test', type: 'LEAD', optIn: true } });
  await profiles.create({ data: { email: 'out@segapi.test', type: 'CUSTOMER', optIn: false } });
});
afterAll(() => app?.stop());

describe('writing a segment', () => {
  it('stores a name, description and tree; the creator is kept privately', async () => {
    const res = await create({ name: '  Opt-in leads ', description: 'Wie wil', rules: tree(optedIn) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Opt-in leads', description: 'Wie wil', rules: tree(optedIn) });
    expect(res.body.data.createdByUser).toBeUndefined();
    const row = await app.strapi.db
      .query('api::segment.segment')
      .findOne({ where: { documentId: res.body.data.documentId }, populate: ['createdByUser'] });
    expect(row.createdByUser?.email).toBe(ADMIN.email);

    const updated = await admin.put(`/api/segments/${res.body.data.documentId}`, {
      data: { rules: tree(optedIn, { type: 'profileType', values: ['LEAD'] }) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.rules.rules).toHaveLength(2);
  });

  it('needs a name and rules (400 by field)', async () => {
    const res = await create({ name: ' ' });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ name: 'required', rules: 'required' });
    const long = await create({ name: 'x'.repeat(121), rules: tree(optedIn) });
    expect(long.status).toBe(400);
  });

  it('refuses an invalid tree with 422 and the rule code, on create and on update', async () => {
    const cases: [unknown, string][] = [
      [{ op: 'AND' }, 'segment_rules_invalid'],
      [tree(), 'segment_group_empty'],
      [tree(tree(tree(tree(optedIn)))), 'segment_too_deep'],
      [tree(...Array.from({ length: 51 }, () => optedIn)), 'segment_too_many_conditions'],
      [tree({ type: 'tags', kind: 'INTEREST', match: 'any', ids: [] }), 'segment_values_required'],
      [tree({ type: 'profileType', values: ['KING'] }), 'segment_value_invalid'],
      [tree({ type: 'postcode', from: 2000, to: 1000 }), 'segment_postcode_range'],
      [tree({ type: 'contentViewed', taxonomy: 'tag', ids: ['abc'], days: 0 }), 'segment_days_invalid'],
      [tree({ type: 'createdSince', since: '2y' }), 'segment_value_invalid'],
    ];
    for (const [rules, code] of cases) {
      const res = await create({ name: 'Fout', rules });
      expect([res.status, res.body.error?.details?.code]).toEqual([422, code]);
    }
    const made = await create({ name: 'Goed', rules: tree(optedIn) });
    const res = await admin.put(`/api/segments/${made.body.data.documentId}`, { data: { rules: tree() } });
    expect(res.status).toBe(422);
    expect(res.body.error.details.path).toEqual(['rules']);
    expect(res.body.error.message).toBe('A group needs at least one condition.');
  });

  it('never lets a request write the last count (400 server_owned)', async () => {
    const res = await create({ name: 'Telling', rules: tree(optedIn), lastCount: 5 });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ lastCount: 'server_owned' });
  });

  it('refuses one segment more than the configured maximum with 409 segment_limit', async () => {
    const existing = await app.strapi.db.query('api::segment.segment').count({});
    await setMaxSegments(existing + 1);
    try {
      expect((await create({ name: 'Nog één', rules: tree(optedIn) })).status).toBe(201);
      const res = await create({ name: 'Te veel', rules: tree(optedIn) });
      expect(res.status).toBe(409);
      expect(res.body.error.details).toMatchObject({ code: 'segment_limit', params: { max: existing + 1 } });
      // An update is not a new segment.
      const one = await app.strapi.db.query('api::segment.segment').findOne({ where: {} });
      expect((await admin.put(`/api/segments/${one.documentId}`, { data: { name: 'Hernoemd' } })).status).toBe(200);
    } finally {
      await setMaxSegments(null);
    }
  });
});

describe('live count', () => {
  it('counts an unsaved tree', async () => {
    const base = tree({ type: 'source', values: ['nergens-anders'] });
    expect((await count(base)).body.data.count).toBe(0);
    const res = await count({
      type: 'group',
      op: 'OR',
      rules: [tree(optedIn, { type: 'profileType', values: ['LEAD'] }), { type: 'profileType', values: ['CUSTOMER'] }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBeGreaterThanOrEqual(3);
  });

  it('answers 400 without rules and 422 for an invalid tree', async () => {
    const missing = await admin.post('/api/segments/count', {});
    expect([missing.status, missing.body.error.details.code]).toEqual([400, 'required']);
    const bad = await count(tree({ type: 'campaign', action: 'read', campaign: null, days: null }));
    expect([bad.status, bad.body.error.details.code]).toEqual([422, 'segment_value_invalid']);
  });
});

describe('access', () => {
  it('is for accounts with the segment actions: 401 anonymous, 403 for an editor', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/segments')).status).toBe(401);
    expect((await count(tree(optedIn), editor)).status).toBe(403);
    expect((await editor.get('/api/segments')).status).toBe(403);
    expect((await create({ name: 'Redactie', rules: tree(optedIn) }, editor)).status).toBe(403);
  });

  it('answers 404 for a segment that does not exist', async () => {
    expect((await admin.get('/api/segments/doesnotexist00000000000')).status).toBe(404);
    expect((await admin.get('/api/segments/doesnotexist00000000000/recipients')).status).toBe(404);
    expect((await admin.get('/api/segments/doesnotexist00000000000/export')).status).toBe(404);
  });

  it('lists and searches segments by name (top-bar search too)', async () => {
    await create({ name: 'Zomerlezers', rules: tree(optedIn) });
    const list = await admin.get('/api/segments?filters[name][$containsi]=zomer&sort=name:asc');
    expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['Zomerlezers']);
    const search = await admin.get('/api/search?q=zomerl');
    const hit = search.body.data.find((h: { type: string }) => h.type === 'segment');
    expect(hit).toMatchObject({ title: 'Zomerlezers', url: expect.stringMatching(/^\/mail\/segments\/\w+$/) });
  });
});
