// Profiles: the field rules on every write path, the unique e-mail address, the list, and the restricted editor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { PROFILE, profileHelpers } from './helpers/profiles';

let app: TestApp;
let admin: Client;
let editor: Client;
const { email, db, create, update, codes, profileId } = profileHelpers(() => ({ app, admin }));

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
