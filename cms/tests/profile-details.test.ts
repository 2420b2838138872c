// What a profile carries besides its fields: tags (and the access they give), newsletters, notes, the CV, bulk tagging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createReader } from './helpers/readers';
import { PROFILE, ROLE, profileHelpers } from './helpers/profiles';

let app: TestApp;
let admin: Client;
let editor: Client;
const { email, db, create, update, codes, profileId, sequence } = profileHelpers(() => ({ app, admin }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

describe('profile tags and access', () => {
  it('needs a name and a kind, suggests the slug and keeps it unique', async () => {
    const res = await admin.post('/api/profile-tags', { data: { name: 'Lezersclub Plus', kind: 'ACCESS' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ slug: 'lezersclub-plus', kind: 'ACCESS' });
    expect(
      codes(await admin.post('/api/profile-tags', { data: { name: 'Ander', slug: 'Lezersclub-PLUS', kind: 'EVENT' } })),
    ).toEqual({ slug: 'unique' });
    expect(codes(await admin.post('/api/profile-tags', { data: { name: 'Zonder soort' } }))).toEqual({
      kind: 'required',
    });
    expect(
      codes(await admin.post('/api/profile-tags', { data: { name: 'Fout', kind: 'HOBBY', slug: 'met spatie' } })),
    ).toEqual({ kind: 'oneOf', slug: 'slug' });
  });

  it('opens TAG content to readers with an ACCESS tag of that slug, not another kind', async () => {
    const tag = (
      await admin.post('/api/profile-tags', { data: { name: 'Clubleden', slug: 'clubleden', kind: 'ACCESS' } })
    ).body.data;
    const item = await admin.post('/api/contents?locale=nl', {
      data: {
        type: 'ARTICLE',
        status: 'PUBLISHED',
        title: 'Alleen clubleden',
        slug: 'alleen-clubleden',
        body: '<p>Binnen</p>',
        access: 'TAG',
        accessTag: 'Clubleden',
      },
    });
    expect(item.status).toBe(201);
    const member = await createReader(app, 'ACCOUNT', email('lid'), ['clubleden']);
    const outsider = await createReader(app, 'ACCOUNT', email('buiten'), []);
    const read = async (client: Client) =>
      (await client.get('/api/delivery/contents/alleen-clubleden', { 'cache-control': 'no-cache' })).body.data;
    expect(await read(member)).toMatchObject({ body: '<p>Binnen</p>', access: { allowed: true, reason: 'has_tag' } });
    expect((await read(outsider)).access).toMatchObject({ allowed: false, reason: 'tag_required' });
    expect((await admin.put(`/api/profile-tags/${tag.documentId}`, { data: { kind: 'INTEREST' } })).status).toBe(200);
    expect((await read(member)).access).toMatchObject({ allowed: false, reason: 'tag_required' });
  });
});

describe('newsletters', () => {
  it('keeps slugs unique', async () => {
    expect(
      (await admin.post('/api/newsletters', { data: { name: 'Ochtendkrant', public: true } })).body.data,
    ).toMatchObject({ slug: 'ochtendkrant', public: true });
    expect(codes(await admin.post('/api/newsletters', { data: { name: 'Tweede', slug: 'OCHTENDKRANT' } }))).toEqual({
      slug: 'unique',
    });
  });

  it('allows at most 25 per profile, however they are linked', async () => {
    const letters: string[] = [];
    for (let i = 0; i < 26; i++)
      letters.push((await admin.post('/api/newsletters', { data: { name: `Limiet ${i}` } })).body.data.documentId);
    const over = await create({ email: email(), newsletters: letters });
    expect(over.status).toBe(400);
    expect(over.body.error.details).toMatchObject({ code: 'newsletter_limit', params: { limit: 25 } });
    expect(over.body.error.details.errors).toEqual([
      {
        path: ['newsletters'],
        code: 'newsletter_limit',
        params: { limit: 25 },
        message: 'A profile can have at most 25 newsletters.',
      },
    ]);
    const id = await profileId({ newsletters: letters.slice(0, 25) });
    expect((await update(id, { newsletters: { connect: [letters[25]] } })).body.error.details.code).toBe(
      'newsletter_limit',
    );
    expect((await update(id, { newsletters: { connect: [letters[25]], disconnect: [letters[0]] } })).status).toBe(200);
  });
});

describe('notes', () => {
  async function staff(prefix: string, role: string) {
    const who = { email: email(prefix), password: 'Staff1234!' };
    const roleRow = await db(ROLE).findOne({ where: { type: role } });
    await app.strapi.plugin('users-permissions').service('user').add({
      username: who.email,
      email: who.email,
      password: who.password,
      provider: 'local',
      confirmed: true,
      role: roleRow.id,
    });
    return app.login(who);
  }

  it('records the signed-in author, newest first, and cannot be forged', async () => {
    const id = await profileId();
    const first = await admin.post('/api/profile-notes', { data: { profile: id, text: 'Eerste notitie' } });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ text: 'Eerste notitie', authorName: 'Anna de Vries', canEdit: true });
    expect(first.body.data).not.toHaveProperty('author');
    await admin.post('/api/profile-notes', { data: { profile: id, text: 'Tweede notitie' } });
    const list = await admin.get(`/api/profile-notes?filters[profile][documentId][$eq]=${id}`);
    expect(list.body.data.map((n) => n.text)).toEqual(['Tweede notitie', 'Eerste notitie']);
    expect((await admin.post('/api/profile-notes', { data: { profile: id, text: 'Vals', author: 2 } })).status).toBe(
      400,
    );
    expect(codes(await admin.post('/api/profile-notes', { data: { profile: id, text: ' ' } }))).toEqual({
      text: 'required',
    });
    expect(codes(await admin.post('/api/profile-notes', { data: { profile: id, text: 'x'.repeat(5001) } }))).toEqual({
      text: 'maxLength',
    });
    expect(codes(await admin.post('/api/profile-notes', { data: { text: 'Zonder profiel' } }))).toEqual({
      profile: 'required',
    });
  });

  it('lets only the author or an administrator change or delete a note', async () => {
    const role = await db(ROLE).create({
      data: { type: 'klantenservice', name: 'Klantenservice', description: 'Notes test' },
    });
    const actions = [
      ...['find', 'findOne', 'create', 'update', 'delete'].map((a) => `api::profile-note.profile-note.${a}`),
      'api::profile.profile.find',
      'api::profile.profile.findOne',
    ];
    for (const a of actions)
      await db('plugin::users-permissions.permission').create({ data: { action: a, role: role.id } });
    const author = await staff('schrijver', 'klantenservice');
    const colleague = await staff('collega', 'klantenservice');
    const id = await profileId();
    const note = (await author.post('/api/profile-notes', { data: { profile: id, text: 'Van de schrijver' } })).body
      .data;
    const seen = await colleague.get(`/api/profile-notes/${note.documentId}`);
    expect(seen.body.data.canEdit).toBe(false);
    expect(
      (await colleague.put(`/api/profile-notes/${note.documentId}`, { data: { text: 'Overschreven' } })).status,
    ).toBe(403);
    expect((await colleague.del(`/api/profile-notes/${note.documentId}`)).status).toBe(403);
    const changed = await author.put(`/api/profile-notes/${note.documentId}`, { data: { text: 'Aangepast' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ text: 'Aangepast', canEdit: true });
    expect([200, 204]).toContain((await admin.del(`/api/profile-notes/${note.documentId}`)).status);
    expect(await db('api::profile-note.profile-note').count({ where: { documentId: note.documentId } })).toBe(0);
  });
});

describe('CV', () => {
  const entry = { jobTitle: 'Redacteur', company: 'De Krant', startDate: '2020-01-01', endDate: '2022-06-30' };
  const cv = {
    workStatus: 'FREELANCE',
    experienceYears: 6,
    hoursPerWeek: 36,
    salaryIndication: 350000,
    radius: 25,
    experience: [entry],
    education: [],
    courses: [],
    freelance: { hourlyFee: 5500, profession: 'Fotograaf' },
  };

  it('stores a CV with its entries and freelance offer', async () => {
    const id = await profileId({ cv });
    const res = await admin.get(`/api/profiles/${id}?populate[cv][populate]=*`);
    expect(res.body.data.cv).toMatchObject({
      workStatus: 'FREELANCE',
      hoursPerWeek: 36,
      experience: [{ jobTitle: 'Redacteur', endDate: '2022-06-30' }],
      freelance: { hourlyFee: 5500 },
    });
  });

  it('refuses an end before the start unless the entry is current, and negative or impossible numbers', async () => {
    const early = { ...entry, startDate: '2022-01-01', endDate: '2021-01-01' };
    expect(codes(await create({ email: email(), cv: { experience: [entry, early] } }))).toEqual({
      'cv.experience.1.endDate': 'end_before_start',
    });
    expect((await create({ email: email(), cv: { courses: [{ ...early, current: true }] } })).status).toBe(201);
    const numbers = await create({
      email: email(),
      cv: {
        experienceYears: -1,
        hoursPerWeek: 169,
        salaryIndication: -5,
        radius: 1.5,
        workStatus: 'RICH',
        freelance: { hourlyFee: -1 },
      },
    });
    expect(codes(numbers)).toEqual({
      'cv.experienceYears': 'minValue',
      'cv.hoursPerWeek': 'maxValue',
      'cv.salaryIndication': 'minValue',
      'cv.radius': 'integer',
      'cv.workStatus': 'oneOf',
      'cv.freelance.hourlyFee': 'minValue',
    });
    expect(codes(await create({ email: email(), cv: { education: [{ startDate: '2020-13-01' }] } }))).toEqual({
      'cv.education.0.startDate': 'date',
    });
  });

  it('accepts PDF and Word files only', async () => {
    const upload = async (name: string, type: string, content = '%PDF-1.4 cv') => {
      const form = new FormData();
      form.append('files', new Blob([content], { type }), name);
      const res = await admin.post('/api/upload', form);
      expect(res.status).toBe(201);
      return res.body[0].id as number;
    };
    expect((await create({ email: email(), cv: { file: await upload('cv.pdf', 'application/pdf') } })).status).toBe(
      201,
    );
    expect(
      codes(await create({ email: email(), cv: { file: await upload('cv.txt', 'text/plain', 'Curriculum vitae') } })),
    ).toEqual({ 'cv.file': 'file_type' });
  });
});

describe('bulk tags', () => {
  const tag = async (name: string, kind = 'INTEREST') =>
    (await admin.post('/api/profile-tags', { data: { name, slug: `${name.toLowerCase()}-${sequence()}`, kind } })).body
      .data.documentId as string;
  const tagsOf = async (documentId: string) =>
    (await db(PROFILE).findOne({ where: { documentId }, populate: { tags: { select: ['documentId'] } } })).tags
      .map((t) => t.documentId)
      .sort();

  it('adds and removes tags on many profiles at once, without doubling a tag a profile already has', async () => {
    const [sport, cultuur] = [await tag('Sport'), await tag('Cultuur')];
    const a = await profileId({ tags: [sport] });
    const b = await profileId();
    const res = await admin.post('/api/profiles/bulk-tags', { documentIds: [a, b], add: [sport, cultuur] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: 2 });
    expect(await tagsOf(a)).toEqual([sport, cultuur].sort());
    expect(await tagsOf(b)).toEqual([sport, cultuur].sort());
    await admin.post('/api/profiles/bulk-tags', { documentIds: [a, b], remove: [sport] });
    expect(await tagsOf(a)).toEqual([cultuur]);
    const filtered = await admin.get(`/api/profiles?filters[tags][documentId][$eq]=${sport}`);
    expect(filtered.body.meta.pagination.total).toBe(0);
  });

  it('changes nothing when a profile or tag is unknown, and refuses empty or contradictory requests', async () => {
    const sport = await tag('Hockey');
    const a = await profileId();
    const unknown = await admin.post('/api/profiles/bulk-tags', { documentIds: [a, 'bestaat-niet'], add: [sport] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details.profiles).toEqual(['bestaat-niet']);
    expect(await tagsOf(a)).toEqual([]);
    expect((await admin.post('/api/profiles/bulk-tags', { documentIds: [a] })).status).toBe(400);
    expect(
      (await admin.post('/api/profiles/bulk-tags', { documentIds: [a], add: [sport], remove: [sport] })).status,
    ).toBe(400);
    expect((await editor.post('/api/profiles/bulk-tags', { documentIds: [a], add: [sport] })).status).toBe(403);
  });
});
