// The segment compiler (contract 1): every condition kind and AND/OR nesting, straight on the database, on
// SQLite and PostgreSQL. Records are made through Strapi's query layer; the engagement tables through knex;
// subscriptions through their REST actions (add, activate now, end), as staff make them.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { subscriptionHelpers } from './helpers/subscriptions';

const nodeRequire = createRequire(__filename);
let app: TestApp;
let admin: Client;
let compile: any;
const subscriptions = subscriptionHelpers(() => ({ app, admin }));
const NOW = new Date();
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

type Ids = Record<string, { id: number; documentId: string }>;
const ids: Ids = {};
const db = (uid: string) => app.strapi.db.query(uid);
const knex = () => app.strapi.db.connection;

async function make(key: string, uid: string, data: Record<string, unknown>) {
  const row = await db(uid).create({ data });
  ids[key] = { id: row.id, documentId: row.documentId };
  return row;
}

/** Profile emails (local part) matching the tree, only this file's profiles. */
/** Also checks that the statement with the references looked up first answers the same as with subqueries. */
async function match(rules: unknown): Promise<string[]> {
  const emails = async (options: Record<string, unknown>) => {
    const rows = await compile
      .segmentMatch(app.strapi, knex(), rules, { now: NOW, ...options })
      .where('p.email', 'like', '%@seg.test');
    return rows.map((r: { email: string }) => r.email.replace('@seg.test', '')).sort();
  };
  const bySubquery = await emails({});
  const references = await compile.segmentReferences(app.strapi, knex(), rules);
  expect(await emails({ references })).toEqual(bySubquery);
  return bySubquery;
}
const all = (...rules: unknown[]) => ({ type: 'group', op: 'AND', rules });
const any = (...rules: unknown[]) => ({ type: 'group', op: 'OR', rules });

beforeAll(async () => {
  app = await startApp();
  compile = nodeRequire('../dist/src/api/segment/services/compile.js');
  await make('vip', 'api::profile-tag.profile-tag', { name: 'VIP', slug: 'seg-vip', kind: 'INTEREST' });
  await make('sport', 'api::profile-tag.profile-tag', { name: 'Sport', slug: 'seg-sport', kind: 'INTEREST' });
  await make('access', 'api::profile-tag.profile-tag', { name: 'Plus', slug: 'seg-plus', kind: 'ACCESS' });
  await make('daily', 'api::newsletter.newsletter', { name: 'Dagelijks', slug: 'seg-daily' });
  await make('list', 'api::mail-list.mail-list', { name: 'Lezers', visibility: 'PUBLIC' });
  await make('customer', 'api::customer.customer', { name: 'Klant B.V.' });
  await make('campaign', 'api::campaign.campaign', { name: 'Nieuwsbrief 1', type: 'STANDARD', channel: 'EMAIL' });
  await make('other', 'api::campaign.campaign', { name: 'Nieuwsbrief 2', type: 'STANDARD', channel: 'EMAIL' });
  await make('politics', 'api::tag.tag', { name: 'Politiek', slug: 'seg-politiek' });
  await make('news', 'api::category.category', { name: 'Nieuws', slug: 'seg-nieuws' });
  await make('article', 'api::content.content', {
    title: 'Stuk',
    slug: 'seg-stuk',
    locale: 'nl',
    tags: [ids.politics.id],
    categories: [ids.news.id],
  });

  const profile = (key: string, data: Record<string, unknown>) =>
    app.strapi.documents('api::profile.profile').create({ data: { email: `${key}@seg.test`, ...data } });
  const ann = await profile('ann', {
    type: 'LEAD',
    language: 'NL',
    optIn: true,
    source: 'Website',
    tags: [ids.vip.id, ids.sport.id],
    newsletters: [ids.daily.id],
    addresses: [{ postcode: '1012 AB', city: 'Amsterdam', country: 'NL' }],
  });
  const bob = await profile('bob', {
    type: 'CUSTOMER',
    language: 'EN',
    optIn: false,
    source: 'import',
    tags: [ids.vip.id, ids.access.id],
    addresses: [{ postcode: '3512 JE', city: 'Utrecht', country: 'NL' }],
  });
  const cas = await profile('cas', { type: 'SUBSCRIBER', language: 'NL', tags: [ids.sport.id] });
  // Bob's customer has an ACTIVE subscription of `monthly` and a PENDING one of `yearly`; Cas's customer had
  // one of `yearly` that ENDED. Only the ACTIVE one counts. The profiles are linked to the customers after
  // the actions, so activation's own effects on them (profile type, ACCESS tags) stay out of the other tests.
  await make('casCustomer', 'api::customer.customer', { name: 'Klant C.V.' });
  admin = await app.login(ADMIN);
  ids.monthly = await subscriptions.product({}, ['seg-abo']);
  ids.yearly = await subscriptions.product({ recurrenceUnit: 'YEARS' }, ['seg-abo']);
  await subscriptions.active(ids.customer.documentId, ids.monthly.documentId);
  expect((await subscriptions.add(ids.customer.documentId, ids.yearly.documentId)).status).toBe(201);
  const ended = await subscriptions.active(ids.casCustomer.documentId, ids.yearly.documentId);
  expect((await subscriptions.act(ended.documentId, 'end')).body.data.status).toBe('ENDED');
  await db('api::profile.profile').update({ where: { id: bob.id }, data: { customer: ids.customer.id } });
  await db('api::profile.profile').update({ where: { id: cas.id }, data: { customer: ids.casCustomer.id } });
  // Ann was created long ago (for "created since"); the others just now.
  await db('api::profile.profile').update({ where: { id: ann.id }, data: { createdAt: ago(40) } });
  await knex()('mail_list_members').insert([
    { list_id: ids.list.id, profile_id: ann.id, status: 'confirmed', requested_at: ago(3), confirmed_at: ago(3) },
    { list_id: ids.list.id, profile_id: bob.id, status: 'pending', requested_at: ago(1) },
  ]);
  await knex()('campaign_recipients').insert([
    { campaign_id: ids.campaign.id, profile_id: ann.id, email: 'ann@seg.test', state: 'sent', sent_at: ago(2) },
    { campaign_id: ids.campaign.id, profile_id: bob.id, email: 'bob@seg.test', state: 'failed' },
    { campaign_id: ids.other.id, profile_id: cas.id, email: 'cas@seg.test', state: 'sent', sent_at: ago(20) },
  ]);
  await knex()('mail_events').insert([
    { campaign_id: ids.campaign.id, profile_id: ann.id, type: 'open', occurred_at: ago(1) },
    { campaign_id: ids.campaign.id, profile_id: ann.id, type: 'click', occurred_at: ago(1) },
    { campaign_id: ids.other.id, profile_id: cas.id, type: 'open', occurred_at: ago(19) },
  ]);
  await knex()('profile_content_views').insert([
    { profile_id: bob.id, document_id: ids.article.documentId, day: compile.dayNumber(ago(2)), views: 3 },
    { profile_id: cas.id, document_id: ids.article.documentId, day: compile.dayNumber(ago(30)), views: 1 },
  ]);
});
afterAll(() => app?.stop());

describe('profile fields', () => {
  it('type, account status, language, source (any case) and opt-in', async () => {
    expect(await match(all({ type: 'profileType', values: ['LEAD', 'SUBSCRIBER'] }))).toEqual(['ann', 'cas']);
    expect(await match(all({ type: 'accountStatus', values: ['UNKNOWN'] }))).toEqual(['ann', 'bob', 'cas']);
    expect(await match(all({ type: 'language', values: ['EN'] }))).toEqual(['bob']);
    expect(await match(all({ type: 'source', values: ['website', 'IMPORT '] }))).toEqual(['ann', 'bob']);
    expect(await match(all({ type: 'optIn', value: true }))).toEqual(['ann']);
    expect(await match(all({ type: 'optIn', value: false }))).toEqual(['bob', 'cas']);
  });

  it('city and Dutch postcode range read the addresses', async () => {
    expect(await match(all({ type: 'city', values: ['utrecht'] }))).toEqual(['bob']);
    expect(await match(all({ type: 'postcode', from: 1000, to: 1099 }))).toEqual(['ann']);
    expect(await match(all({ type: 'postcode', from: 1000, to: 3512 }))).toEqual(['ann', 'bob']);
    expect(await match(all({ type: 'postcode', from: 4000, to: 9999 }))).toEqual([]);
  });

  it('created since one of the SPEC 9 choices', async () => {
    expect(await match(all({ type: 'createdSince', since: '1d' }))).toEqual(['bob', 'cas']);
    expect(await match(all({ type: 'createdSince', since: '1M' }))).toEqual(['bob', 'cas']);
  });
});

describe('tags, newsletters and lists', () => {
  it('tags of a kind: any, all, none', async () => {
    const tags = (match: string, keys: string[], kind = 'INTEREST') => ({
      type: 'tags',
      kind,
      match,
      ids: keys.map((k) => ids[k].documentId),
    });
    expect(await match(all(tags('any', ['vip', 'sport'])))).toEqual(['ann', 'bob', 'cas']);
    expect(await match(all(tags('all', ['vip', 'sport'])))).toEqual(['ann']);
    expect(await match(all(tags('none', ['vip'])))).toEqual(['cas']);
    expect(await match(all(tags('any', ['access'], 'ACCESS')))).toEqual(['bob']);
    // A tag that no longer exists: nobody has all of them, nobody has it, everybody has none of it.
    const gone = { type: 'tags', kind: 'INTEREST', match: 'all', ids: [ids.vip.documentId, 'gone0000'] };
    expect(await match(all(gone))).toEqual([]);
    expect(await match(all({ ...gone, match: 'any', ids: ['gone0000'] }))).toEqual([]);
    expect(await match(all({ ...gone, match: 'none', ids: ['gone0000'] }))).toEqual(['ann', 'bob', 'cas']);
    // A tag of another kind than the condition's never matches.
    expect(await match(all(tags('any', ['access'], 'INTEREST')))).toEqual([]);
  });

  it('newsletters and confirmed list members', async () => {
    const daily = [ids.daily.documentId];
    expect(await match(all({ type: 'newsletters', match: 'any', ids: daily }))).toEqual(['ann']);
    expect(await match(all({ type: 'newsletters', match: 'none', ids: daily }))).toEqual(['bob', 'cas']);
    const list = [ids.list.documentId];
    expect(await match(all({ type: 'lists', match: 'any', ids: list }))).toEqual(['ann']);
    expect(await match(all({ type: 'lists', match: 'all', ids: list }))).toEqual(['ann']);
    expect(await match(all({ type: 'lists', match: 'none', ids: list }))).toEqual(['bob', 'cas']);
  });

  it('customers with an ACTIVE subscription of the product (not a PENDING or ENDED one)', async () => {
    const subscribed = (...keys: string[]) => all({ type: 'subscription', ids: keys.map((k) => ids[k].documentId) });
    expect(await match(subscribed('monthly'))).toEqual(['bob']);
    // Bob's is PENDING, Cas's ENDED.
    expect(await match(subscribed('yearly'))).toEqual([]);
    expect(await match(subscribed('monthly', 'yearly'))).toEqual(['bob']);
    expect(await match(all({ type: 'subscription', ids: ['gone0000'] }))).toEqual([]);
    // Ending Bob's takes him out at the next evaluation (segments are dynamic).
    const [bobs] = await db('api::subscription.subscription').findMany({
      where: { customer: ids.customer.id, product: ids.monthly.id },
    });
    expect((await subscriptions.act(bobs.documentId, 'end')).body.data.status).toBe('ENDED');
    expect(await match(subscribed('monthly'))).toEqual([]);
  });
});

describe('behaviour', () => {
  const campaign = (action: string, key: string | null, days: number | null) => ({
    type: 'campaign',
    action,
    campaign: key ? ids[key].documentId : null,
    days,
  });

  it('received, opened or clicked a campaign, or any campaign in the last N days', async () => {
    expect(await match(all(campaign('received', 'campaign', null)))).toEqual(['ann']);
    expect(await match(all(campaign('received', null, null)))).toEqual(['ann', 'cas']);
    expect(await match(all(campaign('received', null, 7)))).toEqual(['ann']);
    expect(await match(all(campaign('opened', null, 30)))).toEqual(['ann', 'cas']);
    expect(await match(all(campaign('opened', 'other', 7)))).toEqual([]);
    expect(await match(all(campaign('clicked', 'campaign', 7)))).toEqual(['ann']);
  });

  it('viewed content of a tag or category in the last N days', async () => {
    const viewed = (taxonomy: string, key: string, days: number) => ({
      type: 'contentViewed',
      taxonomy,
      ids: [ids[key].documentId],
      days,
    });
    expect(await match(all(viewed('tag', 'politics', 7)))).toEqual(['bob']);
    expect(await match(all(viewed('category', 'news', 60)))).toEqual(['bob', 'cas']);
  });
});

describe('AND/OR nesting', () => {
  it('combines groups three levels deep', async () => {
    const tree = any(
      all({ type: 'language', values: ['EN'] }, { type: 'optIn', value: true }),
      all(
        { type: 'profileType', values: ['SUBSCRIBER', 'LEAD'] },
        any({ type: 'city', values: ['Amsterdam'] }, { type: 'source', values: ['nowhere'] }),
      ),
    );
    expect(await match(tree)).toEqual(['ann']);
    expect(
      await match(any({ type: 'language', values: ['EN'] }, { type: 'profileType', values: ['SUBSCRIBER'] })),
    ).toEqual(['bob', 'cas']);
  });

  it('counts with the same conditions and selects profile_id and email only', async () => {
    const rows = await compile
      .segmentMatch(app.strapi, knex(), all({ type: 'language', values: ['EN'] }))
      .where('p.email', 'like', '%@seg.test');
    expect(Object.keys(rows[0]).sort()).toEqual(['email', 'profile_id']);
    const total = await compile.segmentCount(app.strapi, knex(), all({ type: 'accountStatus', values: ['UNKNOWN'] }));
    expect(total).toBeGreaterThanOrEqual(3);
  });
});
