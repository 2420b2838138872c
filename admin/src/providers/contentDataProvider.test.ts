import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from './dataProvider';
import { resetErrorBus } from './errorBus';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const empty = { data: [], meta: { pagination: { total: 0 } } };

describe('content named methods (exact URLs)', () => {
  it('bulk status, bulk delete and the access preview', async () => {
    const { calls } = mockFetch(
      { body: { data: { updated: 2 } } },
      { body: { data: { deleted: 1 } } },
      { body: { data: [{ reader: 'ANONYMOUS', allowed: false, reason: 'x' }] } },
    );
    document.cookie = 'nb_csrf=t';
    const updated = await dataProvider.contentBulkStatus(['a', 'b'], 'PUBLISHED', 'en');
    const deleted = await dataProvider.contentBulkDelete(['a'], 'nl');
    const access = await dataProvider.contentAccess('a b', 'en');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/contents/bulk-status',
      'POST /api/contents/bulk-delete',
      'GET /api/contents/a%20b/access?locale=en',
    ]);
    expect(calls[0].body).toEqual({ documentIds: ['a', 'b'], status: 'PUBLISHED', locale: 'en' });
    expect(calls[1].body).toEqual({ documentIds: ['a'], locale: 'nl' });
    expect(calls[0].headers['X-CSRF-Token']).toBe('t');
    expect(updated.data.updated).toBe(2);
    expect(deleted.data.deleted).toBe(1);
    expect(access.data[0]).toMatchObject({ reader: 'ANONYMOUS', allowed: false });
  });

  it('uploads a file in the multipart field `files`', async () => {
    const { calls } = mockFetch({ body: [{ id: 5, url: '/uploads/a.png' }] });
    const result = await dataProvider.upload(new File(['x'], 'a.png', { type: 'image/png' }));
    expect(`${calls[0].method} ${calls[0].url}`).toBe('POST /api/upload');
    expect((calls[0].body as FormData).get('files')).toBeInstanceOf(File);
    expect(result[0].id).toBe(5);
  });
});

describe('contents CRUD mapping', () => {
  it('list: fixed type, locale as query parameter, relation and range filters, populate', async () => {
    const { calls } = mockFetch({ body: empty });
    await dataProvider.getList('content/pages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'updatedAt', order: 'DESC' },
      filter: { locale: 'en', 'authors.documentId': 'au1', publicationDate_gte: '2026-01-01', status: 'PLANNED' },
      meta: { populate: ['authors'] },
    });
    expect(calls[0].url).toBe(
      '/api/contents?pagination[page]=1&pagination[pageSize]=25&sort[0]=updatedAt:desc' +
        '&filters[authors][documentId][$eq]=au1&filters[publicationDate][$gte]=2026-01-01&filters[status][$eq]=PLANNED' +
        '&filters[type][$eq]=PAGE&populate[0]=authors&locale=en',
    );
  });

  it('reads relations as documentIds and writes media as ids, in the chosen locale', async () => {
    const { calls } = mockFetch(
      {
        body: {
          data: {
            id: 3,
            documentId: 'c1',
            title: 'T',
            authors: [{ id: 1, documentId: 'au1', name: 'Anna' }],
            dossier: { id: 2, documentId: 'do1', title: 'D' },
            pageCategory: null,
            cover: { id: 9, url: '/uploads/c.png' },
          },
        },
      },
      { body: { data: { id: 3, documentId: 'c1' } } },
    );
    const { data } = await dataProvider.getOne('content', { id: 'c1', meta: { locale: 'en' } });
    expect(calls[0].url).toContain('/api/contents/c1?populate[0]=authors');
    expect(calls[0].url).toContain('&locale=en');
    expect(data).toMatchObject({ authors: ['au1'], dossier: 'do1', pageCategory: null });
    expect(data.expanded.authors[0].name).toBe('Anna');
    await dataProvider.update('content', {
      id: 'c1',
      data: { ...data, dossier: '' },
      previousData: data,
      meta: { locale: 'en' },
    });
    expect(`${calls[1].method} ${calls[1].url}`).toBe('PUT /api/contents/c1?locale=en');
    expect(calls[1].body).toEqual({
      data: { title: 'T', authors: ['au1'], dossier: null, pageCategory: null, cover: 9 },
    });
  });
});
