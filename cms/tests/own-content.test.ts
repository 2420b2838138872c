import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let editor: Client;

beforeAll(async () => {
  app = await startApp();
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

describe('own content for the home page (issue #17 C13)', () => {
  it('lets the restricted editor list the content of the author with its e-mail address', async () => {
    const author = await app.strapi
      .documents('api::author.author')
      .create({ data: { name: 'Eva Editor', slug: 'eva-editor', email: EDITOR.email } });
    await app.strapi.documents('api::content.content').create({
      data: {
        type: 'ARTICLE',
        title: 'Stuk van Eva',
        slug: 'stuk-van-eva',
        status: 'UNPUBLISHED',
        authors: [author.documentId],
      },
      locale: 'nl',
    });
    const res = await editor.get(
      `/api/contents?filters[authors][email][$eq]=${encodeURIComponent(EDITOR.email)}&sort[0]=updatedAt:desc&pagination[page]=1&pagination[pageSize]=5`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { title: string }) => c.title)).toEqual(['Stuk van Eva']);
  });
});
