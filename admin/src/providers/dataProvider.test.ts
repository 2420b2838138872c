import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { ApiError } from './apiError';
import { dataProvider } from './dataProvider';
import { resetErrorBus, subscribeToApiErrors } from './errorBus';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const list = {
  data: [{ id: 7, documentId: 'abc', firstName: 'Anna' }],
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 41 } },
};

describe('dataProvider URLs (Strapi 5 REST)', () => {
  it('getList maps the resource, pagination, sort and search filter', async () => {
    const { calls } = mockFetch({ body: list });
    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'jan de' },
    });
    expect(calls[0].url).toBe(
      '/api/profiles?pagination[page]=2&pagination[pageSize]=25&sort[0]=createdAt:desc' +
        '&filters[$or][0][firstName][$containsi]=jan%20de&filters[$or][1][lastName][$containsi]=jan%20de' +
        '&filters[$or][2][email][$containsi]=jan%20de&filters[$or][3][screenName][$containsi]=jan%20de',
    );
    expect(calls[0].credentials).toBe('same-origin');
    expect(result.total).toBe(41);
    expect(result.data[0]).toMatchObject({ id: 'abc', numericId: 7, firstName: 'Anna' });
  });

  it('getList turns plain filters into $eq and arrays into $in', async () => {
    const { calls } = mockFetch({ body: list });
    await dataProvider.getList('settings/log/emails', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'subject', order: 'ASC' },
      filter: { status: 'failed', to: ['a@b.nl', 'c@d.nl'] },
    });
    expect(calls[0].url).toBe(
      '/api/outbox-messages?pagination[page]=1&pagination[pageSize]=10&sort[0]=subject:asc' +
        '&filters[status][$eq]=failed&filters[to][$in][0]=a%40b.nl&filters[to][$in][1]=c%40d.nl',
    );
  });

  it('getOne, create, update and delete use the documentId and the {data} envelope', async () => {
    const { calls } = mockFetch(
      { body: { data: { id: 7, documentId: 'abc' } } },
      { body: { data: { id: 8, documentId: 'new' } } },
      { body: { data: { id: 7, documentId: 'abc', firstName: 'B' } } },
      { status: 204 },
    );
    document.cookie = 'nb_csrf=tok123';
    await dataProvider.getOne('users', { id: 'abc' });
    await dataProvider.create('users', { data: { firstName: 'N' } });
    await dataProvider.update('users', {
      id: 'abc',
      data: { id: 'abc', documentId: 'abc', numericId: 7, createdAt: 'x', firstName: 'B' },
      previousData: { id: 'abc' },
    });
    const deleted = await dataProvider.delete('users', { id: 'abc', previousData: { id: 'abc' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      // Profiles have relations and an avatar: reading one populates them.
      'GET /api/profiles/abc?populate[0]=tags&populate[1]=newsletters&populate[2]=avatar',
      'POST /api/profiles',
      'PUT /api/profiles/abc',
      'DELETE /api/profiles/abc',
    ]);
    expect(calls[1].body).toEqual({ data: { firstName: 'N' } });
    expect(calls[2].body).toEqual({ data: { firstName: 'B' } });
    expect(calls[0].headers['X-CSRF-Token']).toBeUndefined();
    expect(calls.slice(1).every((c) => c.headers['X-CSRF-Token'] === 'tok123')).toBe(true);
    expect(deleted.data).toEqual({ id: 'abc' });
  });

  it('populates components inside components, computes "since" filters now and searches look-ups by name', async () => {
    const { calls } = mockFetch({ body: list }, { body: { data: { id: 7, documentId: 'abc' } } }, { body: list });
    const before = Date.now();
    await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { createdAt_since: '1d' },
      meta: { populate: { tags: true } },
    });
    await dataProvider.update('users', {
      id: 'abc',
      data: { firstName: 'B' },
      previousData: { id: 'abc' },
      meta: { populate: { addresses: true, cv: { populate: '*' } } },
    });
    await dataProvider.getList('profile-tags', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: { kind: 'EVENT', name_containsi: 'beurs' },
    });
    const since = decodeURIComponent(/filters\[createdAt\]\[\$gte\]=([^&]+)/.exec(calls[0].url)![1]);
    expect(Math.abs(new Date(since).getTime() - (before - 86_400_000))).toBeLessThan(5_000);
    expect(calls[0].url).toContain('&populate[tags]=true');
    expect(calls[1].url).toBe('/api/profiles/abc?populate[addresses]=true&populate[cv][populate]=*');
    expect(calls[2].url).toBe(
      '/api/profile-tags?pagination[page]=1&pagination[pageSize]=50&sort[0]=name:asc&filters[kind][$eq]=EVENT&filters[name][$containsi]=beurs',
    );
  });

  it('getMany filters on documentId', async () => {
    const { calls } = mockFetch({ body: list });
    await dataProvider.getMany('users', { ids: ['a', 'b'] });
    expect(calls[0].url).toBe(
      '/api/profiles?pagination[page]=1&pagination[pageSize]=2&filters[documentId][$in][0]=a&filters[documentId][$in][1]=b',
    );
  });

  it('named custom methods call their exact endpoints', async () => {
    const { calls } = mockFetch();
    document.cookie = 'nb_csrf=c1';
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await dataProvider.me();
    await dataProvider.updatePreferences({ layoutType: 'detached' });
    await dataProvider.updateMyProfile({ locale: 'en' });
    await dataProvider.changeMyPassword({ currentPassword: 'a', password: 'b', passwordConfirmation: 'b' });
    await dataProvider.uploadAvatar(file);
    await dataProvider.config();
    await dataProvider.locales();
    await dataProvider.statistics([{ url: '/users', eventType: 'Pageview' }]);
    await dataProvider.search('de krant & co');
    await dataProvider.version({ locale: 'en' });
    await dataProvider.forgotPassword('a@b.nl');
    await dataProvider.resetPassword({ code: '123456', password: 'p', passwordConfirmation: 'p' });
    await dataProvider.login('a@b.nl', 'secret');
    await dataProvider.logout();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/me',
      'PUT /api/me/preferences',
      'PUT /api/me/profile',
      'PUT /api/me/password',
      'POST /api/me/avatar',
      'GET /api/config?populate=*',
      'GET /api/i18n/locales',
      'POST /api/statistics',
      'GET /api/search?q=de%20krant%20%26%20co',
      'GET /api/version?locale=en',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
      'POST /api/auth/local',
      'POST /api/auth/logout',
    ]);
    expect(calls[1].body).toEqual({ preferences: { layoutType: 'detached' } });
    expect(calls[2].body).toEqual({ data: { locale: 'en' } });
    expect(calls[4].body).toBeInstanceOf(FormData);
    expect((calls[4].body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls[4].headers['Content-Type']).toBeUndefined();
    expect(calls[7].body).toEqual({ data: { events: [{ url: '/users', eventType: 'Pageview' }] } });
    expect(calls[10].body).toEqual({ email: 'a@b.nl' });
    expect(calls[12].body).toEqual({ identifier: 'a@b.nl', password: 'secret' });
    expect(calls.filter((c) => c.method !== 'GET').every((c) => c.headers['X-CSRF-Token'] === 'c1')).toBe(true);
  });
});

describe('dataProvider errors', () => {
  it('rejects with an ApiError carrying the Strapi error and field errors', async () => {
    mockFetch({
      status: 400,
      body: {
        error: {
          status: 400,
          name: 'ValidationError',
          message: '2 errors occurred',
          details: {
            errors: [
              { path: ['firstName'], message: 'maxLength', code: 'maxLength', params: { max: 100 } },
              { path: ['address', 'city'], message: 'required' },
            ],
          },
        },
      },
    });
    const error = await dataProvider.updateMyProfile({ firstName: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: '2 errors occurred',
      url: '/api/me/profile',
    });
    // In the form react-admin's inputs translate: the code's catalog key, its details, the server's text as fallback.
    const special = (message: string, args: Record<string, unknown>) =>
      `@@react-admin@@${JSON.stringify({ message, args })}`;
    expect(error.body.errors).toEqual({
      firstName: special('app.validation.codes.maxLength', { max: 100, _: 'maxLength' }),
      address: { city: special('app.validation.codes.required', { _: 'required' }) },
    });
    expect(error.issues).toEqual([
      { path: ['firstName'], code: 'maxLength', message: 'maxLength', params: { max: 100 } },
      { path: ['address', 'city'], code: 'required', message: 'required', params: undefined },
    ]);
  });

  it('names errors without a Strapi body by status and maps network failures', async () => {
    const toasts: ApiError[] = [];
    subscribeToApiErrors((e) => toasts.push(e));
    mockFetch({ status: 502, body: undefined }, new TypeError('Failed to fetch'));
    const bad = await dataProvider.getOne('users', { id: 'x' }).catch((e) => e);
    const offline = await dataProvider.getOne('users', { id: 'y' }).catch((e) => e);
    expect(bad).toMatchObject({ status: 502, name: 'InternalServerError' });
    expect(offline).toMatchObject({ status: 0, name: 'NetworkError', message: 'Failed to fetch' });
    expect(toasts).toEqual([bad, offline]);
  });

  it('keeps background calls (statistics, version poll) out of the toast', async () => {
    const toasts: ApiError[] = [];
    subscribeToApiErrors((e) => toasts.push(e));
    mockFetch({ status: 500 }, { status: 500 });
    await dataProvider.statistics([{ url: '/', eventType: 'Pageview' }]).catch(() => undefined);
    await dataProvider.version({ silent: true }).catch(() => undefined);
    expect(toasts).toEqual([]);
  });
});
