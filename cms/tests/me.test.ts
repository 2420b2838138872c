import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

describe('GET /api/me', () => {
  it('returns the profile, the allowed actions, the groups and the section 9 default preferences', async () => {
    const editor = await app.login(EDITOR);
    const res = await editor.get('/api/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: EDITOR.email,
      profile: { firstName: 'Eric', lastName: 'Jansen', locale: 'NL', email: EDITOR.email },
      groups: ['editor'],
      preferences: {
        layoutType: 'vertical',
        layoutWidth: 'fluid',
        leftSidebarType: 'dark',
        leftSidebarSize: 'default',
        menuPosition: 'fixed',
        topbar: 'dark',
        checked: false,
      },
    });
    expect(res.body.allowedActions).toContain('api::search.search.find');
    expect(res.body.allowedActions).not.toContain('api::profile.profile.find');
    expect(res.body.profile.preferences).toBeUndefined();
  });

  it('gives the administrator every action', async () => {
    const admin = await app.login(ADMIN);
    const res = await admin.get('/api/me');
    expect(res.body.groups).toEqual(['administrator']);
    expect(res.body.allowedActions).toEqual(
      expect.arrayContaining([
        'api::profile.profile.find',
        'api::config.config.update',
        'api::outbox-message.outbox-message.find',
      ]),
    );
  });

  it('answers 401 without a session', async () => {
    expect((await app.client().get('/api/me')).status).toBe(401);
  });

  it('creates a profile on first sign-in for an account made elsewhere', async () => {
    await app.strapi.plugin('users-permissions').service('user').add({
      username: 'fresh@example.com',
      email: 'fresh@example.com',
      password: 'Fresh1234!',
      provider: 'local',
      confirmed: true,
      role: 1,
    });
    const client = await app.login({ email: 'fresh@example.com', password: 'Fresh1234!' });
    const res = await client.get('/api/me');
    expect(res.body.profile).toMatchObject({ email: 'fresh@example.com', type: 'ACCOUNT', locale: 'NL' });
  });
});

describe('preferences', () => {
  it('are saved per user and merged over the defaults', async () => {
    const editor = await app.login(EDITOR);
    const res = await editor.put('/api/me/preferences', {
      preferences: { layoutType: 'detached', leftSidebarSize: 'compact' },
    });
    expect(res.status).toBe(200);
    const again = await (await app.login(EDITOR)).get('/api/me');
    expect(again.body.preferences).toMatchObject({
      layoutType: 'detached',
      leftSidebarSize: 'compact',
      topbar: 'dark',
    });
    const admin = await (await app.login(ADMIN)).get('/api/me');
    expect(admin.body.preferences.layoutType).toBe('vertical');
  });

  it('refuses unknown keys and values and keeps what was stored', async () => {
    const editor = await app.login(EDITOR);
    await editor.put('/api/me/preferences', { preferences: { topbar: 'light' } });
    const res = await editor.put('/api/me/preferences', {
      preferences: { topbar: 'purple', layoutType: 'horizontal', role: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.map((e) => e.path[0]).sort()).toEqual(['role', 'topbar']);
    const me = await editor.get('/api/me');
    expect(me.body.preferences.topbar).toBe('light');
    expect(me.body.preferences.layoutType).not.toBe('horizontal');
  });

  it('keep the guided tour apart: a layout save leaves it, only a known version is taken (issue #23)', async () => {
    const editor = await app.login(EDITOR);
    expect((await editor.get('/api/me')).body.preferences.tourCompleted).toBeUndefined();
    expect((await editor.put('/api/me/preferences', { preferences: { tourCompleted: 1 } })).status).toBe(200);
    await editor.put('/api/me/preferences', { preferences: { layoutType: 'vertical' } });
    expect((await editor.get('/api/me')).body.preferences.tourCompleted).toBe(1);
    for (const wrong of [99, -1, 'yes', 1.5]) {
      const res = await editor.put('/api/me/preferences', { preferences: { tourCompleted: wrong } });
      expect(res.status).toBe(400);
      expect(res.body.error.details.errors[0].path).toEqual(['tourCompleted']);
    }
    expect((await editor.get('/api/me')).body.preferences.tourCompleted).toBe(1);
  });
});

describe('own profile', () => {
  it('stores the language upper-cased', async () => {
    const editor = await app.login(EDITOR);
    const res = await editor.put('/api/me/profile', { data: { locale: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body.data.locale).toBe('EN');
  });

  it('validates social accounts by the section 5 rules and saves nothing when one field is wrong', async () => {
    const editor = await app.login(EDITOR);
    const res = await editor.put('/api/me/profile', {
      data: { firstName: 'Changed', twitter: '@eric', facebook: 'https://example.com/eric', website: 'not a url' },
    });
    expect(res.status).toBe(400);
    const codes = Object.fromEntries(res.body.error.details.errors.map((e) => [e.path[0], e.code]));
    expect(codes).toEqual({ twitter: 'usernameAt', facebook: 'profileLink', website: 'url' });
    expect((await editor.get('/api/me')).body.profile.firstName).toBe('Eric');
  });

  it('accepts valid social accounts', async () => {
    const editor = await app.login(EDITOR);
    const res = await editor.put('/api/me/profile', {
      data: {
        twitter: 'eric_j',
        instagram: 'eric.j',
        facebook: 'https://www.facebook.com/eric',
        linkedin: 'https://nl.linkedin.com/in/eric',
        website: 'https://eric.example',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.linkedin).toBe('https://nl.linkedin.com/in/eric');
  });

  it('refuses fields a user may not set on themselves (mass assignment)', async () => {
    const editor = await app.login(EDITOR);
    const res = await editor.put('/api/me/profile', {
      data: { email: 'other@example.com', type: 'CUSTOMER', user: 1, blocked: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.code).toBe('fields_not_allowed');
    expect((await editor.get('/api/me')).body.profile.email).toBe(EDITOR.email);
  });

  it('uploads an avatar image and refuses other file types', async () => {
    const editor = await app.login(EDITOR);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await editor.post('/api/me/avatar', form);
    expect(res.status).toBe(200);
    expect(res.body.data.avatar.url).toMatch(/^\/uploads\/.+\.png$/);
    const bad = new FormData();
    bad.append('file', new Blob(['#!/bin/sh'], { type: 'application/x-sh' }), 'x.sh');
    const refused = await editor.post('/api/me/avatar', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('file_type_not_allowed');
  });
});

describe('shell data', () => {
  it('serves the site configuration with every section populated', async () => {
    const editor = await app.login(EDITOR);
    const res = await editor.get('/api/config?populate=*');
    expect(res.status).toBe(200);
    expect(res.body.data.global.siteName).toBe('Newsroom');
    expect(res.body.data.content).toMatchObject({ resizeWidth: 1200, publishReactions: false });
    expect(res.body.data.sales.orderSerialLength).toBe(6);
  });

  it('lists the content locales nl (default) and en', async () => {
    const res = await (await app.login(EDITOR)).get('/api/i18n/locales');
    expect(res.body.map((l) => [l.code, l.isDefault]).sort()).toEqual([
      ['en', false],
      ['nl', true],
    ]);
  });

  it('stores page views in one batch and refuses a malformed batch whole', async () => {
    const editor = await app.login(EDITOR);
    const ok = await editor.post('/api/statistics', {
      data: {
        events: [
          { url: '/a', eventType: 'Pageview' },
          { url: '/b', eventType: 'Pageview' },
        ],
      },
    });
    expect(ok.status).toBe(201);
    const bad = await editor.post('/api/statistics', {
      data: { events: [{ url: '/c', eventType: 'Pageview' }, { url: '' }] },
    });
    expect(bad.status).toBe(400);
    const rows = await app.strapi.db
      .query('api::statistic.statistic')
      .findMany({ where: { url: { $in: ['/a', '/b', '/c'] } } });
    expect(rows.map((r) => r.url).sort()).toEqual(['/a', '/b']);
  });

  it('tells anyone the running version and its release notes for users, in their language', async () => {
    const res = await app.client().get('/api/version');
    expect(res.status).toBe(200);
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(res.body.locale).toBe('nl');
    expect(res.body.releaseNotes).toContain('# Wat is er nieuw');
    expect(res.body.releaseNotes).toContain(`## ${res.body.version} `);
    // The developers' changelog (API paths, internals) is not what users read.
    expect(res.body).not.toHaveProperty('changelog');
    expect(res.body.releaseNotes).not.toContain('/api/');
    const english = await app.client().get('/api/version?locale=en');
    expect(english.body.locale).toBe('en');
    expect(english.body.releaseNotes).toContain("# What's new");
    expect(english.body.releaseNotes).toContain(`## ${res.body.version} `);
    expect((await app.client().get('/api/version?locale=xx')).body.locale).toBe('nl');
  });
});

describe('search', () => {
  it('finds profiles for a user allowed to read them', async () => {
    const res = await (await app.login(ADMIN)).get('/api/search?q=jansen');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'profile', title: 'Eric Jansen', url: expect.stringMatching(/^\/users\//) }),
      ]),
    );
  });

  it('returns no profiles to a user without the profile permission', async () => {
    const res = await (await app.login(EDITOR)).get('/api/search?q=jansen');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});
