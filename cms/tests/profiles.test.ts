import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';
import { createReader } from './helpers/readers';

const PROFILE = 'api::profile.profile';
const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';
const OUTBOX = 'api::outbox-message.outbox-message';
const COMMENT = 'plugin::comments.comment';

let app: TestApp;
let admin: Client;
let editor: Client;
let seq = 0;

const email = (prefix = 'profiel') => `${prefix}${++seq}@example.com`;
const db = (uid: string) => app.strapi.db.query(uid);
const create = (data: Record<string, unknown>, client = admin) =>
  client.post('/api/profiles', { data: { type: 'LEAD', ...data } });
const update = (documentId: string, data: Record<string, unknown>, client = admin) =>
  client.put(`/api/profiles/${documentId}`, { data });
/** path → code of every failure, e.g. {'addresses.1.defaultBilling': 'default_billing_once'}. */
const codes = (res: Res) =>
  Object.fromEntries((res.body?.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.code]));

async function profileId(data: Record<string, unknown> = {}) {
  const res = await create({ email: email(), ...data });
  expect(res.status).toBe(201);
  return res.body.data.documentId as string;
}

/** A profile with a login account (authenticated role unless told otherwise). */
async function account(options: { confirmed?: boolean; accountStatus?: string; role?: string } = {}) {
  const address = email('account');
  const password = 'Account123!';
  const role = await db(ROLE).findOne({ where: { type: options.role ?? 'authenticated' } });
  const user = await app.strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: address,
      email: address,
      password,
      provider: 'local',
      confirmed: options.confirmed ?? true,
      role: role.id,
    });
  const profile = await db(PROFILE).create({
    data: {
      email: address,
      firstName: 'Kim',
      lastName: `Account ${seq}`,
      type: 'ACCOUNT',
      user: user.id,
      accountStatus: options.accountStatus ?? 'CONFIRMED',
    },
  });
  return { email: address, password, userId: user.id as number, documentId: profile.documentId as string };
}
const signIn = (who: { email: string; password: string }) =>
  app.client().post('/api/auth/local', { identifier: who.email, password: who.password });
const action = (documentId: string, name: string, client = admin) =>
  client.post(`/api/profiles/${documentId}/account/${name}`);
const latestMail = async (to: string) =>
  (await db(OUTBOX).findMany({ where: { to }, orderBy: { id: 'desc' }, limit: 1 }))[0];
const codeIn = (text: string | undefined) => /code=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

describe('profile rules', () => {
  it('asks for an e-mail address with the SPEC message', async () => {
    const res = await create({ firstName: 'Zonder' });
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(res.body.error.message).toBe('email is a required field.');
    expect(res.body.error.details.errors).toEqual([
      { path: ['email'], code: 'required', message: 'email is a required field.', params: {} },
    ]);
  });

  it('stores the e-mail trimmed and lower-cased and refuses it again in any case', async () => {
    const first = await create({ email: '  Mixed.Case@Example.COM ' });
    expect(first.status).toBe(201);
    expect(first.body.data.email).toBe('mixed.case@example.com');
    const again = await create({ email: 'MIXED.case@example.com' });
    expect(again.status).toBe(400);
    expect(again.body.error.details.errors[0]).toMatchObject({
      path: ['email'],
      code: 'unique',
      message: 'email is already in use.',
    });
    const other = await profileId();
    expect(codes(await update(other, { email: 'mixed.CASE@example.com' }))).toEqual({ email: 'unique' });
    expect(
      (await update(first.body.data.documentId, { email: 'MIXED.CASE@example.com', firstName: 'Zelfde' })).status,
    ).toBe(200);
  });

  it('checks the e-mail format, social accounts, website and phone number', async () => {
    const res = await create({
      email: 'geen-adres',
      twitter: '@krant',
      instagram: 'met spatie',
      facebook: 'https://twitter.com/krant',
      linkedin: 'https://www.linkedin.com/in/krant',
      website: 'geen url',
      phoneNumber: 'bel me',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.code).toBe('invalid_fields');
    expect(codes(res)).toEqual({
      email: 'email',
      twitter: 'usernameAt',
      instagram: 'username',
      facebook: 'profileLink',
      website: 'url',
      phoneNumber: 'phone',
    });
  });

  it('checks postcodes per country and stores Dutch ones as 1234 AB', async () => {
    const ok = await create({
      email: email(),
      addresses: [
        { address: 'Dorpsstraat 1', postcode: '1234ab', city: 'Utrecht' },
        { postcode: 'SW1A 1AA', country: 'gb' },
      ],
    });
    expect(ok.status).toBe(201);
    const stored = await admin.get(`/api/profiles/${ok.body.data.documentId}?populate[addresses]=true`);
    expect(stored.body.data.addresses.map((a) => [a.postcode, a.country])).toEqual([
      ['1234 AB', 'NL'],
      ['SW1A 1AA', 'GB'],
    ]);
    const bad = await create({
      email: email(),
      addresses: [{ postcode: '12345' }, { postcode: 'x', country: 'BE' }, { postcode: '1000', country: 'XX' }],
    });
    expect(codes(bad)).toEqual({
      'addresses.0.postcode': 'postcode',
      'addresses.1.postcode': 'postcode',
      'addresses.2.country': 'country',
    });
  });

  it('allows one default billing and one default shipping address', async () => {
    const twice = await create({ email: email(), addresses: [{ defaultBilling: true }, { defaultBilling: true }] });
    expect(twice.status).toBe(400);
    expect(twice.body.error.details.code).toBe('default_billing_once');
    expect(codes(twice)).toEqual({ 'addresses.1.defaultBilling': 'default_billing_once' });
    expect(
      codes(await create({ email: email(), addresses: [{ defaultShipping: true }, {}, { defaultShipping: true }] })),
    ).toEqual({ 'addresses.2.defaultShipping': 'default_shipping_once' });
    const id = await profileId({
      addresses: [
        { city: 'Utrecht', defaultBilling: true },
        { city: 'Gouda', defaultShipping: true },
      ],
    });
    const stored = (await admin.get(`/api/profiles/${id}?populate[addresses]=true`)).body.data.addresses;
    // Changing one address by its id is checked against the others as they are stored.
    expect(
      codes(await update(id, { addresses: [{ id: stored[0].id }, { id: stored[1].id, defaultBilling: true }] })),
    ).toEqual({ 'addresses.1.defaultBilling': 'default_billing_once' });
    expect(
      (
        await update(id, {
          addresses: [
            { id: stored[0].id, defaultBilling: false },
            { id: stored[1].id, defaultBilling: true },
          ],
        })
      ).status,
    ).toBe(200);
  });

  it('keeps accountStatus and blocked for the account actions', async () => {
    const id = await profileId();
    expect((await update(id, { accountStatus: 'CONFIRMED' })).status).toBe(400);
    expect((await update(id, { blocked: true })).status).toBe(400);
    expect((await admin.get(`/api/profiles/${id}`)).body.data).toMatchObject({
      accountStatus: 'UNKNOWN',
      blocked: false,
    });
  });

  it('also holds for GraphQL, which cannot delete profiles', async () => {
    const id = await profileId();
    const res = await admin.post('/graphql', {
      query: `mutation { updateProfile(documentId: "${id}", data: { twitter: "@fout" }) { documentId } }`,
    });
    expect(res.body.errors[0].message).toBe('twitter must be a username without the @ sign.');
    const removal = await admin.post('/graphql', {
      query: `mutation { deleteProfile(documentId: "${id}") { documentId } }`,
    });
    expect(removal.body.errors?.length).toBeGreaterThan(0);
    expect((await admin.get(`/api/profiles/${id}`)).status).toBe(200);
  });
});

describe('unique e-mail under concurrent creates', () => {
  it('lets exactly one of ten simultaneous creates of one address in different case succeed', async () => {
    const variants = [
      'gelijk@example.com',
      'Gelijk@example.com',
      'GELIJK@example.com',
      'gelijk@EXAMPLE.com',
      'GeLiJk@example.com',
    ];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create({ email: variants[i % variants.length] })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(9).fill(400));
    for (const r of refused)
      expect(r.body.error.details.errors[0]).toMatchObject({
        path: ['email'],
        code: 'unique',
        message: 'email is already in use.',
      });
    expect(await db(PROFILE).count({ where: { email: { $eqi: 'gelijk@example.com' } } })).toBe(1);
  });

  it('has the database refuse a duplicate that passed the check, answered as the same 400', async () => {
    await create({ email: 'race@example.com' });
    await expect(db(PROFILE).create({ data: { email: 'Race@Example.com', type: 'LEAD' } })).rejects.toThrow();
    const write = () => db(PROFILE).create({ data: { email: 'RACE@example.com', type: 'LEAD' } });
    const error = await app.strapi
      .service(PROFILE)
      .guardUniqueEmail('race@example.com', undefined, write)
      .catch((e) => e);
    expect(error.name).toBe('ValidationError');
    expect(error.details).toMatchObject({
      code: 'unique',
      errors: [{ path: ['email'], code: 'unique', message: 'email is already in use.' }],
    });
  });
});

describe('profile list', () => {
  it('filters by type, account status, tag, newsletter, creation date and a search, sorts and pages', async () => {
    const tag = (await admin.post('/api/profile-tags', { data: { name: 'Lijsttest', kind: 'INTEREST' } })).body.data;
    const letter = (await admin.post('/api/newsletters', { data: { name: 'Lijstbrief' } })).body.data;
    const a = await profileId({
      firstName: 'Lijst',
      lastName: 'Zoekbaar',
      type: 'SUBSCRIBER',
      tags: [tag.documentId],
      newsletters: [letter.documentId],
      screenName: 'lijstlezer',
    });
    const b = await profileId({ firstName: 'Lijst', lastName: 'Anders', type: 'LEAD' });
    const list = async (query: string) => {
      const res = await admin.get(`/api/profiles?filters[firstName][$eq]=Lijst&${query}`);
      expect(res.status).toBe(200);
      return res.body.data.map((p) => p.documentId);
    };
    expect(await list('filters[type][$eq]=SUBSCRIBER')).toEqual([a]);
    expect(await list('filters[accountStatus][$eq]=UNKNOWN&sort=lastName:asc')).toEqual([b, a]);
    expect(await list(`filters[tags][id][$in][0]=${tag.id}`)).toEqual([a]);
    expect(await list(`filters[newsletters][id][$in][0]=${letter.id}`)).toEqual([a]);
    expect(await list(`filters[createdAt][$gte]=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
    expect((await list(`filters[createdAt][$gte]=${new Date(Date.now() - 600_000).toISOString()}`)).sort()).toEqual(
      [a, b].sort(),
    );
    const search =
      'filters[$or][0][firstName][$containsi]=LEZER&filters[$or][1][lastName][$containsi]=LEZER&filters[$or][2][email][$containsi]=LEZER&filters[$or][3][screenName][$containsi]=LEZER';
    expect(await list(search)).toEqual([a]);
    const page = await admin.get(
      '/api/profiles?filters[firstName][$eq]=Lijst&sort=lastName:desc&pagination[page]=2&pagination[pageSize]=1',
    );
    expect(page.body.data.map((p) => p.documentId)).toEqual([b]);
    expect(page.body.meta.pagination).toMatchObject({ page: 2, pageSize: 1, total: 2 });
  });

  it('populates addresses, tags, newsletters and the CV and never shows private fields', async () => {
    const id = await profileId({
      addresses: [{ city: 'Delft' }],
      cv: { workStatus: 'PERMANENT', experience: [{ jobTitle: 'Verslaggever', startDate: '2020-01-01' }] },
    });
    const res = await admin.get(
      `/api/profiles/${id}?populate[addresses]=true&populate[tags]=true&populate[newsletters]=true&populate[cv][populate]=*`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      addresses: [{ city: 'Delft', country: 'NL' }],
      tags: [],
      newsletters: [],
      cv: { workStatus: 'PERMANENT', experience: [{ jobTitle: 'Verslaggever' }] },
    });
    const everything = await admin.get('/api/profiles?populate=*&pagination[pageSize]=100');
    for (const row of everything.body.data)
      for (const field of ['user', 'preferences', 'isDemo']) expect(row).not.toHaveProperty(field);
    expect((await admin.get(`/api/profiles/${id}?populate[user]=true`)).body.data?.user).toBeUndefined();
  });
});

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

describe('account actions', () => {
  it('tells staff whether a profile has a login account and its role', async () => {
    const who = await account();
    expect((await admin.get(`/api/profiles/${who.documentId}`)).body.data).toMatchObject({
      hasAccount: true,
      role: { type: 'authenticated' },
    });
    const lead = await profileId();
    expect((await admin.get(`/api/profiles/${lead}`)).body.data).toMatchObject({ hasAccount: false, role: null });
  });

  it('blocks and unblocks the login account and the profile, ending its sessions', async () => {
    const who = await account();
    const session = await app.login(who);
    const res = await action(who.documentId, 'block');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ documentId: who.documentId, blocked: true });
    expect((await db(USER).findOne({ where: { id: who.userId } })).blocked).toBe(true);
    expect((await session.get('/api/me')).status).toBe(401);
    expect((await signIn(who)).body.error.details.code).toBe('blocked');
    expect((await action(who.documentId, 'unblock')).body.data.blocked).toBe(false);
    expect((await signIn(who)).status).toBe(200);
  });

  it('archives an account: its sessions end and it can no longer sign in or ask for a reset', async () => {
    const who = await account();
    const session = await app.login(who);
    expect((await action(who.documentId, 'archive')).body.data.accountStatus).toBe('ARCHIVED');
    expect((await session.get('/api/me')).status).toBe(401);
    const refused = await signIn(who);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('archived');
    await app.client().post('/api/auth/forgot-password', { email: who.email });
    expect(await latestMail(who.email)).toBeUndefined();
    expect((await signIn({ ...who, password: 'wrong-password' })).body.error.details.code).toBe('invalid_credentials');
  });

  it('forces a password reset: sessions end, sign-in waits for the mailed code, then the account is confirmed', async () => {
    const who = await account();
    const session = await app.login(who);
    const res = await action(who.documentId, 'force-password-reset');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountStatus: 'RESET_REQUIRED', mailed: true });
    expect((await session.get('/api/me')).status).toBe(401);
    const refused = await signIn(who);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('reset_required');
    const mail = await latestMail(who.email);
    expect(mail.subject).toBe('Kies een nieuw wachtwoord');
    expect(mail.text).toContain('/reset-password?code=');
    const reset = await app.client().post('/api/auth/reset-password', {
      code: codeIn(mail.text),
      password: 'Nieuw1234!',
      passwordConfirmation: 'Nieuw1234!',
    });
    expect(reset.status).toBe(200);
    expect((await signIn({ ...who, password: 'Nieuw1234!' })).status).toBe(200);
    expect((await db(PROFILE).findOne({ where: { documentId: who.documentId } })).accountStatus).toBe('CONFIRMED');
  });

  it('resends a confirmation link to an unconfirmed account only; the link confirms it once', async () => {
    expect((await action((await account()).documentId, 'resend-confirmation')).status).toBe(409);
    const who = await account({ confirmed: false, accountStatus: 'UNCONFIRMED' });
    expect((await signIn(who)).body.error.details.code).toBe('email_not_confirmed');
    const res = await action(who.documentId, 'resend-confirmation');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accountStatus: 'UNCONFIRMED', confirmed: false, mailed: true });
    const mail = await latestMail(who.email);
    expect(mail.subject).toBe('Bevestig je account');
    expect(mail.text).toContain('/confirm-account?code=');
    expect(mail.text).toContain('7 dagen');
    const code = codeIn(mail.text);
    const confirmation = await db('api::account.account-confirmation').findOne({ where: { userId: who.userId } });
    const days = (new Date(confirmation.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await app.client().post('/api/account/confirm', { code })).status).toBe(200);
    expect((await signIn(who)).status).toBe(200);
    expect((await db(PROFILE).findOne({ where: { documentId: who.documentId } })).accountStatus).toBe('CONFIRMED');
    expect((await app.client().post('/api/account/confirm', { code })).body.error.details.code).toBe('invalid_code');
  });

  it('refuses an expired confirmation link', async () => {
    const who = await account({ confirmed: false, accountStatus: 'UNCONFIRMED' });
    await action(who.documentId, 'resend-confirmation');
    const code = codeIn((await latestMail(who.email)).text);
    await db('api::account.account-confirmation').updateMany({
      where: { userId: who.userId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await app.client().post('/api/account/confirm', { code })).body.error.details.code).toBe('invalid_code');
  });

  it('answers 409 for a profile without a login account and for staff acting on themselves, 404 for none', async () => {
    const id = await profileId();
    for (const name of ['block', 'unblock', 'force-password-reset', 'resend-confirmation', 'archive']) {
      const res = await action(id, name);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        name: 'ConflictError',
        message: 'Dit profiel heeft geen account.',
        details: { code: 'no_account' },
      });
    }
    const own = (await db(PROFILE).findOne({ where: { email: ADMIN.email } })).documentId;
    for (const name of ['block', 'archive'])
      expect((await action(own, name)).body.error).toMatchObject({ status: 409, details: { code: 'own_account' } });
    expect((await action('bestaatniet', 'block')).status).toBe(404);
  });
});

describe('delete with confirmation', () => {
  it('needs the profile e-mail address as confirmation', async () => {
    const id = await profileId({ email: 'bevestig@example.com' });
    const wrong = await admin.del(`/api/profiles/${id}?confirmEmail=iemand@example.com`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details).toMatchObject({
      code: 'emailMatch',
      errors: [{ path: ['confirmEmail'], code: 'emailMatch' }],
    });
    expect((await admin.del(`/api/profiles/${id}`)).status).toBe(400);
    expect((await admin.get(`/api/profiles/${id}`)).status).toBe(200);
    expect((await admin.del(`/api/profiles/${id}?confirmEmail=Bevestig@Example.com`)).status).toBe(204);
    expect((await admin.get(`/api/profiles/${id}`)).status).toBe(404);
  });

  it('removes the login account, sessions and notes and anonymises the comments, all at once', async () => {
    const item = (
      await admin.post('/api/contents?locale=nl', {
        data: { type: 'ARTICLE', status: 'PUBLISHED', title: 'Reacties bij verwijderen', slug: 'reacties-verwijderen' },
      })
    ).body.data.documentId;
    const address = email('lezer');
    const reader = await createReader(app, 'ACCOUNT', address, []);
    const posted = await reader.post(`/api/comments/api::content.content:${item}`, {
      content: 'Mijn mening',
      locale: 'nl',
    });
    expect(posted.status).toBe(200);
    const other = await createReader(app, 'ACCOUNT', email('ander'), []);
    const kept = (
      await other.post(`/api/comments/api::content.content:${item}`, { content: 'Andere mening', locale: 'nl' })
    ).body;
    const profile = await db(PROFILE).findOne({ where: { email: address }, populate: { user: true } });
    await admin.post('/api/profile-notes', { data: { profile: profile.documentId, text: 'Wil verwijderd worden' } });

    // A failing handler rolls everything back, the anonymised comments included.
    const stop = app.strapi.service(PROFILE).onDelete(async () => {
      throw new Error('sales refused');
    });
    expect((await admin.del(`/api/profiles/${profile.documentId}?confirmEmail=${address}`)).status).toBe(500);
    stop();
    expect(await db(USER).findOne({ where: { id: profile.user.id } })).not.toBeNull();
    expect(
      (await db(COMMENT).findOne({ where: { id: posted.body.id }, populate: { authorUser: true } })).authorUser?.id,
    ).toBe(profile.user.id);

    expect((await admin.del(`/api/profiles/${profile.documentId}?confirmEmail=${address.toUpperCase()}`)).status).toBe(
      204,
    );
    expect(await db(USER).findOne({ where: { id: profile.user.id } })).toBeNull();
    expect(await db('api::auth-session.auth-session').count({ where: { userId: profile.user.id } })).toBe(0);
    expect((await reader.get('/api/me')).status).toBe(401);
    expect(await db('api::profile-note.profile-note').count({ where: { text: 'Wil verwijderd worden' } })).toBe(0);
    const anonymised = await db(COMMENT).findOne({ where: { id: posted.body.id }, populate: { authorUser: true } });
    expect(anonymised).toMatchObject({
      content: 'Mijn mening',
      authorName: 'Verwijderd profiel',
      authorEmail: null,
      authorUser: null,
    });
    const queue = await admin.get(`/api/comments/moderate/all?content=${item}`);
    expect(queue.body.data.find((c) => c.id === posted.body.id).author).toMatchObject({
      name: 'Verwijderd profiel',
      email: null,
    });
    expect(
      (await db(COMMENT).findOne({ where: { id: kept.id }, populate: { authorUser: true } })).authorUser,
    ).not.toBeNull();
  });

  it('refuses to delete the signed-in staff member own profile', async () => {
    const own = await db(PROFILE).findOne({ where: { email: ADMIN.email } });
    const res = await admin.del(`/api/profiles/${own.documentId}?confirmEmail=${ADMIN.email}`);
    expect(res.status).toBe(409);
    expect(res.body.error.details.code).toBe('own_profile');
  });
});

describe('the restricted editor', () => {
  it('gets 403 on every profile route', async () => {
    const id = await profileId();
    const calls: [string, string][] = [
      ['GET', '/api/profiles'],
      ['GET', `/api/profiles/${id}`],
      ['PUT', `/api/profiles/${id}`],
      ['DELETE', `/api/profiles/${id}?confirmEmail=x@example.com`],
      ['POST', `/api/profiles/${id}/account/block`],
      ['POST', `/api/profiles/${id}/account/force-password-reset`],
      ['GET', '/api/profile-tags'],
      ['POST', '/api/newsletters'],
      ['GET', '/api/profile-notes'],
    ];
    for (const [method, path] of calls)
      expect([
        method,
        path,
        (await editor.request(method, path, method === 'GET' ? undefined : { data: {} })).status,
      ]).toEqual([method, path, 403]);
  });
});

describe('bulk tags', () => {
  const tag = async (name: string, kind = 'INTEREST') =>
    (await admin.post('/api/profile-tags', { data: { name, slug: `${name.toLowerCase()}-${++seq}`, kind } })).body.data
      .documentId as string;
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
