import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_FILTER_NAME_MAX, SAVED_FILTER_QUERY_MAX_BYTES, SAVED_FILTERS_PER_LIST } from '@newsroom/config';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let alice: Client;
let bob: Client;

const pending = {
  filter: { status: 'PENDING', q: 'jansen' },
  sort: { field: 'createdAt', order: 'DESC' },
  perPage: 25,
};
const save = (client: Client, data: Record<string, unknown>) => client.post('/api/saved-filters', { data });

beforeAll(async () => {
  app = await startApp();
  alice = await app.login(ADMIN);
  bob = await app.login(EDITOR);
});
afterAll(() => app?.stop());

describe('saved filters', () => {
  it('keeps a named query per user and list, and gives it back', async () => {
    const res = await save(alice, { resource: 'sales/invoices', name: '  Open bij Jansen ', query: pending });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      name: 'Open bij Jansen',
      resource: 'sales/invoices',
      query: pending,
    });
    const list = await alice.get('/api/saved-filters?resource=sales/invoices');
    expect(list.body.data.map((f) => f.name)).toEqual(['Open bij Jansen']);
    expect((await alice.get('/api/saved-filters?resource=sales/orders')).body.data).toEqual([]);
  });

  it('replaces the query when the user saves under a name they already have on that list', async () => {
    await save(alice, { resource: 'content', name: 'Concepten', query: { filter: { status: 'UNPUBLISHED' } } });
    const again = await save(alice, {
      resource: 'content',
      name: 'Concepten',
      query: { filter: { status: 'PLANNED' } },
    });
    expect(again.status).toBe(201);
    const list = (await alice.get('/api/saved-filters?resource=content')).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].query.filter).toEqual({ status: 'PLANNED' });
  });

  it("never shows or lets another user change someone's filters", async () => {
    const mine = (await save(alice, { resource: 'users', name: 'Leads', query: { filter: { type: 'LEAD' } } })).body
      .data;
    const theirs = await bob.get('/api/saved-filters');
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
    expect((await bob.get('/api/saved-filters?resource=users')).body.data).toEqual([]);
    const removal = await bob.del(`/api/saved-filters/${mine.id}`);
    expect(removal.status).toBe(404);
    // Saving the same name on the same list makes bob's own filter, it does not overwrite alice's.
    await save(bob, { resource: 'users', name: 'Leads', query: { filter: { type: 'ACCOUNT' } } });
    const alices = (await alice.get('/api/saved-filters?resource=users')).body.data;
    expect(alices).toEqual([expect.objectContaining({ id: mine.id, query: { filter: { type: 'LEAD' } } })]);
    // GraphQL has no door to the table.
    const graphql = await bob.post('/graphql', { query: '{ savedFilters { name } }' });
    expect(graphql.body.data?.savedFilters ?? null).toBeNull();
    expect(graphql.body.errors?.length).toBeGreaterThan(0);
  });

  it('lets the owner delete a filter', async () => {
    const made = (await save(alice, { resource: 'sales/orders', name: 'Weg', query: { filter: {} } })).body.data;
    expect((await alice.del(`/api/saved-filters/${made.id}`)).status).toBe(204);
    expect((await alice.get('/api/saved-filters?resource=sales/orders')).body.data).toEqual([]);
    expect((await alice.del(`/api/saved-filters/${made.id}`)).status).toBe(404);
  });

  it('refuses bad input with the field and a reason', async () => {
    const long = await save(alice, { resource: 'users', name: 'x'.repeat(SAVED_FILTER_NAME_MAX + 1), query: pending });
    expect(long.status).toBe(400);
    expect(long.body.error.details.errors[0]).toMatchObject({ path: ['name'], code: 'maxLength' });
    const empty = await save(alice, { resource: 'users', name: ' ', query: pending });
    expect(empty.body.error.details.errors[0]).toMatchObject({ path: ['name'], code: 'required' });
    const big = await save(alice, {
      resource: 'users',
      name: 'Groot',
      query: { filter: { q: 'x'.repeat(SAVED_FILTER_QUERY_MAX_BYTES) } },
    });
    expect(big.status).toBe(400);
    expect(big.body.error.details.errors[0]).toMatchObject({ path: ['query'], code: 'tooLarge' });
    const resource = await save(alice, { resource: '../etc', name: 'Raar', query: pending });
    expect(resource.body.error.details.errors[0]).toMatchObject({ path: ['resource'], code: 'invalid' });
    const sort = await save(alice, { resource: 'users', name: 'Sort', query: { filter: {}, sort: { field: 'a' } } });
    expect(sort.body.error.details.errors[0]).toMatchObject({ path: ['query', 'sort'], code: 'invalid' });
    const control = await save(alice, { resource: 'users', name: 'a\u202Eb', query: pending });
    expect(control.body.error.details.code).toBe('control_characters');
  });

  it(`keeps at most ${SAVED_FILTERS_PER_LIST} per list (409 after that)`, async () => {
    for (let i = 0; i < SAVED_FILTERS_PER_LIST; i++)
      expect((await save(bob, { resource: 'comments', name: `F${i}`, query: { filter: {} } })).status).toBe(201);
    const over = await save(bob, { resource: 'comments', name: 'Eén te veel', query: { filter: {} } });
    expect(over.status).toBe(409);
    expect(over.body.error.details.code).toBe('saved_filter_limit');
    // Replacing an existing one is still allowed at the cap.
    expect((await save(bob, { resource: 'comments', name: 'F0', query: { filter: { a: 1 } } })).status).toBe(201);
  });

  it('is for signed-in users only', async () => {
    expect((await app.client().get('/api/saved-filters')).status).toBe(401);
  });
});
