// The tag manager (docs/tags.md): listing with usage, merge relinking relations and JSON references, rename,
// delete with the rules that depend on a tag, and the tag limit on every create path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { publishArticle } from './helpers/email-templates';

let app: TestApp;
let admin: Client;
let seq = 0;

const API = '/api/tag-manager';
const contentTag = async (name: string) => {
  const res = await admin.post('/api/tags', {
    data: { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${++seq}` },
  });
  expect(res.status).toBe(201);
  return res.body.data as { documentId: string; slug: string };
};
const profileTag = async (name: string, kind: string) => {
  const res = await admin.post('/api/profile-tags', { data: { name, slug: `${kind.toLowerCase()}-${++seq}`, kind } });
  expect(res.status).toBe(201);
  return res.body.data as { documentId: string; slug: string };
};
const profile = async (tags: string[]) => {
  const res = await admin.post('/api/profiles', { data: { type: 'LEAD', email: `tags${++seq}@example.com`, tags } });
  expect(res.status).toBe(201);
  return res.body.data.documentId as string;
};
const tree = (...rules: unknown[]) => ({ type: 'group', op: 'AND', rules });
const segment = async (rules: unknown) => {
  const res = await admin.post('/api/segments', { data: { name: `Segment ${++seq}`, rules } });
  expect(res.status).toBe(201);
  return res.body.data.documentId as string;
};
const tagsOfContent = async (documentId: string) => {
  const res = await admin.get(`/api/contents/${documentId}?locale=nl&populate=tags`);
  return (res.body.data.tags as { documentId: string }[]).map((t) => t.documentId);
};
const tagsOfProfile = async (documentId: string) => {
  const res = await admin.get(`/api/profiles/${documentId}?populate=tags`);
  return (res.body.data.tags as { documentId: string }[]).map((t) => t.documentId).sort();
};
/** Link rows of one owner row to one tag: a merge must never leave two. */
const linkRows = async (table: string, ownerColumn: string, tagColumn: string, tagDocumentId: string, uid: string) => {
  const tag = await app.strapi.db.query(uid).findOne({ where: { documentId: tagDocumentId } });
  const rows = await app.strapi.db.connection(table).where(tagColumn, tag.id).select(ownerColumn);
  const owners = rows.map((r: Record<string, number>) => r[ownerColumn]);
  return { total: owners.length, distinct: new Set(owners).size };
};
async function setTagLimit(tagLimit: number | null) {
  const documents = app.strapi.documents('api::config.config');
  const config = await documents.findFirst({ populate: ['content'] });
  const { id: _id, ...content } = config.content ?? {};
  await documents.update({ documentId: config.documentId, data: { content: { ...content, tagLimit } } });
}

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

describe('merging tags', () => {
  it('moves content, template latest blocks, segments and saved filters to the target, without double links', async () => {
    const source = await contentTag('Klimaat');
    const target = await contentTag('Klimaatverandering');
    const onlySource = await publishArticle(admin, {
      title: 'Alleen bron',
      slug: `bron-${++seq}`,
      tags: [source.documentId],
    });
    const both = await publishArticle(admin, {
      title: 'Beide',
      slug: `beide-${++seq}`,
      tags: [source.documentId, target.documentId],
    });
    const template = await admin.post('/api/email-templates', {
      data: {
        name: 'Digest',
        subject: 'Nieuws',
        design: { blocks: [{ type: 'latest', tag: source.documentId, count: 3 }] },
      },
    });
    expect(template.status).toBe(201);
    const viewed = await segment(
      tree({ type: 'contentViewed', taxonomy: 'tag', ids: [source.documentId, target.documentId], days: 30 }),
    );
    const filter = await admin.post('/api/saved-filters', {
      data: { resource: 'content', name: 'Klimaat', query: { filter: { tags: source.documentId } } },
    });
    expect(filter.status).toBe(201);

    const usage = await admin.get(`${API}/tags/content/${source.documentId}/usage`);
    expect(usage.status).toBe(200);
    expect(usage.body.data.usage).toMatchObject({
      'content.tags': 2,
      'segment.rules': 1,
      'email-template.design': 1,
      'saved-filter.query': 1,
    });

    const merged = await admin.post(`${API}/tags/content/${source.documentId}/merge`, {
      data: { target: target.documentId },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data.moved).toMatchObject({ 'content.tags': expect.any(Number), 'segment.rules': 1 });
    expect(merged.body.data.duplicates).toBeGreaterThan(0);
    expect(merged.body.data.target.usage['content.tags']).toBe(2);

    expect(await tagsOfContent(onlySource)).toEqual([target.documentId]);
    expect(await tagsOfContent(both)).toEqual([target.documentId]);
    const links = await linkRows('contents_tags_lnk', 'content_id', 'tag_id', target.documentId, 'api::tag.tag');
    expect(links.total).toBe(links.distinct);
    const design = (await admin.get(`/api/email-templates/${template.body.data.documentId}`)).body.data.design;
    expect(design.blocks[0].tag).toBe(target.documentId);
    const rules = (await admin.get(`/api/segments/${viewed}`)).body.data.rules;
    expect(rules.rules[0].ids).toEqual([target.documentId]);
    const filters = (await admin.get('/api/saved-filters?resource=content')).body.data;
    expect(filters.find((f: { name: string }) => f.name === 'Klimaat').query.filter.tags).toBe(target.documentId);
    expect((await admin.get(`/api/tags/${source.documentId}`)).status).toBe(404);

    const logged = await app.strapi.db
      .query('api::log-entry.log-entry')
      .findOne({ where: { action: 'tag_merge', subjectId: target.documentId } });
    expect(logged).toMatchObject({ type: 'profile', from: source.slug, to: target.slug, actorName: ADMIN.email });
  });

  it('moves profiles, products, segments and access rules of an ACCESS tag', async () => {
    const source = await profileTag('Premium', 'ACCESS');
    const target = await profileTag('Premium plus', 'ACCESS');
    const p1 = await profile([source.documentId]);
    const p2 = await profile([source.documentId, target.documentId]);
    const product = await admin.post('/api/products', {
      data: {
        name: `Abonnement ${++seq}`,
        price: 1000,
        taxPercentage: 9,
        type: 'SUBSCRIPTION',
        recurrenceCount: 1,
        recurrenceUnit: 'MONTHS',
        invoiceMode: 'INVOICE',
        tagsBirth: [source.documentId],
        tags: [source.documentId, target.documentId],
      },
    });
    expect(product.status).toBe(201);
    const bySegment = await segment(
      tree({ type: 'tags', kind: 'ACCESS', match: 'any', ids: [source.documentId, target.documentId] }),
    );
    const article = await publishArticle(admin, {
      title: 'Achter de muur',
      slug: `muur-${++seq}`,
      access: 'TAG',
      accessTag: source.slug.toUpperCase(),
    });

    const refused = await admin.del(`${API}/tags/ACCESS/${source.documentId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({
      code: 'tag_in_rules',
      places: { 'product.tagsBirth': 1, 'segment.rules': 1, 'content.accessTag': 1 },
    });
    // The same rule holds on the tag's own API.
    expect((await admin.del(`/api/profile-tags/${source.documentId}`)).status).toBe(409);

    const merged = await admin.post(`${API}/tags/ACCESS/${source.documentId}/merge`, {
      data: { target: target.documentId },
    });
    expect(merged.status).toBe(200);
    expect(await tagsOfProfile(p1)).toEqual([target.documentId]);
    expect(await tagsOfProfile(p2)).toEqual([target.documentId]);
    const stored = (
      await admin.get(`/api/products/${product.body.data.documentId}?populate[0]=tagsBirth&populate[1]=tags`)
    ).body.data;
    expect(stored.tagsBirth.map((t: { documentId: string }) => t.documentId)).toEqual([target.documentId]);
    expect(stored.tags.map((t: { documentId: string }) => t.documentId)).toEqual([target.documentId]);
    const links = await linkRows(
      'profiles_tags_lnk',
      'profile_id',
      'profile_tag_id',
      target.documentId,
      'api::profile-tag.profile-tag',
    );
    expect(links.total).toBe(links.distinct);
    expect((await admin.get(`/api/segments/${bySegment}`)).body.data.rules.rules[0].ids).toEqual([target.documentId]);
    expect((await admin.get(`/api/contents/${article}?locale=nl`)).body.data.accessTag).toBe(target.slug);
  });

  it('refuses merging across families, into itself or into nothing', async () => {
    const content = await contentTag('Sport');
    const access = await profileTag('Sport', 'ACCESS');
    const interest = await profileTag('Sport', 'INTEREST');
    const merge = (family: string, from: string, data: Record<string, unknown>) =>
      admin.post(`${API}/tags/${family}/${from}/merge`, { data });
    const codeOf = (res: { body: { error: { details: { code: string } } } }) => res.body.error.details.code;
    const cross = await merge('content', content.documentId, { target: access.documentId });
    expect(cross.status).toBe(422);
    expect(codeOf(cross)).toBe('tag_merge_family');
    expect(codeOf(await merge('ACCESS', access.documentId, { target: interest.documentId }))).toBe('tag_merge_family');
    expect(codeOf(await merge('ACCESS', access.documentId, { target: access.documentId }))).toBe('tag_merge_self');
    expect((await merge('ACCESS', access.documentId, { target: 'nope' })).status).toBe(404);
    expect((await merge('ACCESS', access.documentId, {})).status).toBe(400);
    expect((await merge('OTHER', access.documentId, { target: interest.documentId })).status).toBe(400);
    expect((await admin.get(`/api/tags/${content.documentId}`)).status).toBe(200);
  });
});

describe('listing, renaming and deleting', () => {
  it('lists a family with usage counts, search, sorting, pages and the limit', async () => {
    const used = await profileTag('Lezersclub', 'INTEREST');
    await profileTag('Lezersclub oud', 'INTEREST');
    await profile([used.documentId]);
    await profile([used.documentId]);
    const res = await admin.get(`${API}/tags?family=INTEREST&q=lezersclub&sort=usage&order=desc&pageSize=10`);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ documentId: used.documentId, usage: { 'profile.tags': 2 }, total: 2 });
    expect(res.body.data).toHaveLength(2);
    expect(res.body.meta.pagination).toMatchObject({ page: 1, pageSize: 10, total: 2, pageCount: 1 });
    expect(res.body.meta.limit).toEqual({ limit: 1000, used: expect.any(Number) });
    const second = await admin.get(`${API}/tags?family=INTEREST&q=lezersclub&sort=name&pageSize=10&page=2`);
    expect(second.body.data).toEqual([]);
    expect((await admin.get(`${API}/tags?family=INTEREST&bogus=1`)).status).toBe(400);
    expect((await admin.get(`${API}/tags`)).status).toBe(400);
  });

  it('renames with the slug rules, 409 on a taken slug, and rewrites access rules naming the old slug', async () => {
    const tag = await profileTag('Goud', 'ACCESS');
    const other = await profileTag('Zilver', 'ACCESS');
    const article = await publishArticle(admin, {
      title: 'Goud',
      slug: `goud-${++seq}`,
      access: 'TAG',
      accessTag: tag.slug,
    });
    const rename = (documentId: string, data: Record<string, unknown>) =>
      admin.put(`${API}/tags/ACCESS/${documentId}`, { data });
    const clash = await rename(tag.documentId, { slug: other.slug.toUpperCase() });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details.code).toBe('tag_slug_taken');
    expect((await rename(tag.documentId, { slug: 'met spatie' })).status).toBe(400);
    expect((await rename(tag.documentId, { name: '' })).status).toBe(400);
    const done = await rename(tag.documentId, { name: 'Goud lid', slug: `goud-lid-${++seq}` });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ name: 'Goud lid', usage: { 'content.accessTag': 1 } });
    expect((await admin.get(`/api/contents/${article}?locale=nl`)).body.data.accessTag).toBe(done.body.data.slug);
  });

  it('deletes a tag without rules, unlinking it, and shows what it had', async () => {
    const tag = await contentTag('Weg');
    const article = await publishArticle(admin, { title: 'Weg', slug: `weg-${++seq}`, tags: [tag.documentId] });
    const res = await admin.del(`${API}/tags/content/${tag.documentId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.usage).toEqual({ 'content.tags': 1 });
    expect(await tagsOfContent(article)).toEqual([]);
    expect((await admin.del(`${API}/tags/content/${tag.documentId}`)).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const editor = await app.login(EDITOR);
    const marketing = await app.login(MARKETING);
    const tag = await contentTag('Verboden');
    for (const client of [editor, marketing]) {
      expect((await client.get(`${API}/tags?family=content`)).status).toBe(403);
      expect((await client.get(`${API}/limit`)).status).toBe(403);
      expect((await client.put(`${API}/tags/content/${tag.documentId}`, { data: { name: 'x' } })).status).toBe(403);
      expect((await client.del(`${API}/tags/content/${tag.documentId}`)).status).toBe(403);
    }
  });
});

describe('the tag limit', () => {
  it('refuses a create beyond the limit of its family on REST and GraphQL', async () => {
    const editor = await app.login(EDITOR);
    const limits = (await admin.get(`${API}/limit`)).body.data;
    expect(limits.limit).toBe(1000);
    await setTagLimit(limits.used.content);
    const rest = await editor.post('/api/tags', { data: { name: 'Te veel', slug: `te-veel-${++seq}` } });
    expect(rest.status).toBe(422);
    expect(rest.body.error.details).toMatchObject({ code: 'tag_limit', params: { limit: limits.used.content } });
    const graphql = await admin.post('/graphql', {
      query: `mutation { createTag(data: { name: "Te veel", slug: "te-veel-gql-${++seq}" }) { documentId } }`,
    });
    expect(graphql.body.data?.createTag ?? null).toBeNull();
    expect(graphql.body.errors?.[0]?.message).toMatch(/tag limit/);
    expect((await admin.get(`${API}/tags?family=content`)).body.meta.limit.used).toBe(limits.used.content);
    // Profile tags count per kind: a full content family does not stop them while their kind has room.
    await setTagLimit(limits.used.INTEREST + 1);
    await profileTag('Past nog', 'INTEREST');
    const full = await admin.post('/api/profile-tags', { data: { name: 'Past niet', kind: 'INTEREST' } });
    expect(full.status).toBe(422);
    expect(full.body.error.details.code).toBe('tag_limit');
    await setTagLimit(null);
    expect((await editor.post('/api/tags', { data: { name: 'Weer ruimte', slug: `ruimte-${++seq}` } })).status).toBe(
      201,
    );
  });

  it('is changed through the site configuration, a whole number of at least 1', async () => {
    expect((await admin.put('/api/config', { data: { content: { tagLimit: 0 } } })).status).toBe(400);
    expect((await admin.put('/api/config', { data: { content: { tagLimit: 1.5 } } })).status).toBe(400);
    const saved = await admin.put('/api/config', { data: { content: { tagLimit: 5000 } } });
    expect(saved.status).toBe(200);
    expect((await admin.get(`${API}/limit`)).body.data.limit).toBe(5000);
    // The other content settings stay as they were.
    expect((await admin.get('/api/config')).body.data.content).toMatchObject({ resizeWidth: 1200, tagLimit: 5000 });
    await setTagLimit(null);
    expect((await admin.get(`${API}/limit`)).body.data.limit).toBe(1000);
  });
});
