import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;
let editor: Client;
const ITEMS = 120;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
  const locale = await app.strapi.plugin('i18n').service('locales').getDefaultLocale();
  const author = await app.strapi.db
    .query('api::author.author')
    .create({ data: { name: 'Veel', slug: 'veel', locale } });
  for (let i = 0; i < ITEMS; i++) {
    await app.strapi.db.query('api::content.content').create({
      data: {
        title: `Stuk ${i}`,
        slug: `stuk-${i}`,
        type: 'ARTICLE',
        status: 'PUBLISHED',
        access: 'EVERYONE',
        locale,
        authors: [author.id],
      },
    });
  }
});
afterAll(() => app?.stop());

/** Time of one request; the refusals must come before any resolver runs. */
async function timed(client: Client, query: string) {
  const started = performance.now();
  const res = await client.post('/graphql', { query });
  return { res, ms: performance.now() - started };
}

const messages = (res) => JSON.stringify(res.body?.errors ?? []);

// Executing these queries took 5 to 125 s before the limits; refused before execution they answer in tens of
// milliseconds. The bound is a second so a loaded machine cannot fail them while an executed query still would.
const BEFORE_EXECUTION_MS = 1000;

describe('GraphQL cost limits (refused before execution)', () => {
  it('refuses 500 aliases of a 100-row list before running them', async () => {
    const fields = Array.from(
      { length: 500 },
      (_, i) => `a${i}: contents(pagination: { pageSize: 100 }) { documentId }`,
    ).join(' ');
    const { res, ms } = await timed(editor, `{ ${fields} }`);
    expect(res.status).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    expect(messages(res)).toMatch(/Document contains more that 1000 tokens/);
    expect(ms).toBeLessThan(BEFORE_EXECUTION_MS);
  });

  it('refuses more aliases than the limit even in a short query', async () => {
    const fields = Array.from({ length: 16 }, (_, i) => `a${i}: contents { documentId }`).join(' ');
    const res = await editor.post('/graphql', { query: `{ ${fields} }` });
    expect(res.status).toBe(400);
    expect(messages(res)).toMatch(/Aliases limit of 15 exceeded, found 16/);
  });

  it('refuses the nested fan-out inside the depth limit before running it', async () => {
    const query =
      '{ contents { authors { contents { authors { contents { authors { contents { documentId } } } } } } } }';
    const { res, ms } = await timed(editor, query);
    expect(res.status).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    expect(messages(res)).toMatch(/Query cost limit of 10000 rows exceeded/);
    expect(messages(res)).not.toMatch(/maximum operation depth/);
    expect(ms).toBeLessThan(BEFORE_EXECUTION_MS);
  });

  it('counts a fragment as if it were written inline', async () => {
    const query =
      'query { contents { ...A } } fragment A on Content { authors { ...B } } fragment B on Author { contents { authors { contents { documentId } } } }';
    const res = await editor.post('/graphql', { query });
    expect(res.status).toBe(400);
    expect(messages(res)).toMatch(/Query cost limit of 10000 rows exceeded: this query may load 10172525 rows/);
  });

  it('counts a page size given in a variable as the largest page', async () => {
    const query =
      'query ($p: PaginationArg) { contents(pagination: $p) { authors(pagination: $p) { contents(pagination: $p) { documentId } } } }';
    const res = await editor.post('/graphql', { query, variables: { p: { pageSize: 1 } } });
    expect(res.status).toBe(400);
    expect(messages(res)).toMatch(/may load 1010100 rows/);
  });
});

describe('nested lists are capped like top-level lists', () => {
  it('a nested relation list loads the default page, and at most maxLimit rows whatever is asked', async () => {
    const plain = await admin.post('/graphql', {
      query: '{ authors(filters: { slug: { eq: "veel" } }) { contents { documentId } } }',
    });
    expect(plain.body.errors).toBeUndefined();
    expect(plain.body.data.authors[0].contents).toHaveLength(25);
    const asked = await admin.post('/graphql', {
      query: '{ authors(filters: { slug: { eq: "veel" } }) { contents(pagination: { limit: 1000 }) { documentId } } }',
    });
    expect(asked.body.errors).toBeUndefined();
    expect(asked.body.data.authors[0].contents).toHaveLength(100);
  });
});

describe('ordinary queries still pass', () => {
  // The console itself sends no GraphQL (it uses REST); these are the shapes the API tests and integrators use.
  it.each([
    [
      'a full page with its relations',
      '{ contents(pagination: { pageSize: 100 }) { documentId title slug authors { name } tags { name } categories { name } } }',
    ],
    [
      'a page size above maxLimit (capped, not refused)',
      '{ profiles(pagination: { limit: 1000 }) { documentId email } }',
    ],
    [
      'a connection with its page info',
      '{ contents_connection(pagination: { page: 2, pageSize: 50 }) { nodes { documentId authors { name } } pageInfo { total pageCount } } }',
    ],
    ['a few aliases', '{ first: contents(pagination: { pageSize: 5 }) { title } second: authors { name } }'],
  ])('%s', async (_, query) => {
    const res = await admin.post('/graphql', { query });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('a mutation as the API tests send it', async () => {
    const id = (await admin.post('/graphql', { query: '{ contents(pagination: { pageSize: 1 }) { documentId } }' }))
      .body.data.contents[0].documentId;
    const res = await admin.post('/graphql', {
      query: `mutation { updateContent(documentId: "${id}", data: { title: "Nieuwe titel" }) { title } }`,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateContent.title).toBe('Nieuwe titel');
  });
});
