import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;
let editor: Client;
let provider: http.Server;
let providerUrl: string;
const received: { auth?: string; body: any }[] = [];
let answer = 201;

const share = (client: Client, data: Record<string, unknown>) => client.post('/api/social-shares/share', { data });

async function publishedItem(title: string) {
  const res = await editor.post('/api/contents?locale=nl', {
    data: {
      type: 'ARTICLE',
      title,
      slug: `deel-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
      status: 'PUBLISHED',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { documentId: string; slug: string };
}

beforeAll(async () => {
  // A local stand-in of the share provider: keeps what it is sent, answers `answer`.
  provider = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(body || '{}') });
      res
        .writeHead(answer, { 'content-type': 'application/json' })
        .end(answer < 300 ? '{"id":"p1"}' : '{"error":"down"}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/share`;
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(async () => {
  delete process.env.SOCIAL_SHARE_URL;
  delete process.env.SOCIAL_SHARE_TOKEN;
  await app?.stop();
  provider?.close();
});

describe('social accounts', () => {
  it('stores the accounts by SPEC 5’s rules and shows them in the share status', async () => {
    const bad = await admin.put('/api/config', { data: { social: { instagram: '@krant', linkedin: 'krant' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors.map((e) => [e.path.join('.'), e.code])).toEqual([
      ['social.instagram', 'usernameAt'],
      ['social.linkedin', 'profileLink'],
    ]);
    const res = await admin.put('/api/config', {
      data: { social: { twitter: 'dekrant', facebook: 'https://www.facebook.com/dekrant' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.social).toMatchObject({ twitter: 'dekrant', contentPath: '/artikel' });
    const status = (await editor.get('/api/social-shares/status')).body.data;
    expect(status).toMatchObject({ configured: false, accounts: { twitter: 'dekrant' } });
  });
});

describe('sharing content', () => {
  it('says plainly when no provider is configured, and records nothing', async () => {
    const item = await publishedItem('Zonder aanbieder');
    const res = await share(editor, { network: 'twitter', text: 'Lees dit', content: item.documentId });
    expect(res.status).toBe(409);
    expect(res.body.error.details.code).toBe('share_not_configured');
    expect((await editor.get('/api/social-shares')).body.data).toHaveLength(0);
  });

  it('sends through the provider with the item’s link and the account, and records who shared', async () => {
    process.env.SOCIAL_SHARE_URL = providerUrl;
    process.env.SOCIAL_SHARE_TOKEN = 'geheim';
    const item = await publishedItem('Gedeeld bericht');
    const res = await share(editor, { network: 'twitter', text: 'Nieuw op de site', content: item.documentId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ network: 'twitter', result: 'sent', sharedBy: EDITOR.email });
    const call = received.at(-1)!;
    expect(call.auth).toBe('Bearer geheim');
    expect(call.body).toMatchObject({ network: 'twitter', account: 'dekrant', text: 'Nieuw op de site' });
    expect(call.body.url).toMatch(new RegExp(`/artikel/${item.slug}$`));
    const list = (await admin.get('/api/social-shares?sort=createdAt:desc')).body.data;
    expect(list[0]).toMatchObject({ contentTitle: 'Gedeeld bericht', result: 'sent' });
  });

  it('records a failure and answers with SPEC 8’s message', async () => {
    answer = 503;
    try {
      const item = await publishedItem('Mislukt');
      const res = await share(editor, { network: 'linkedin', text: 'Mislukt delen', content: item.documentId });
      expect(res.status).toBe(502);
      expect(res.body.error).toMatchObject({
        message: 'Het delen van het bericht is mislukt.',
        details: { code: 'share_failed' },
      });
      const list = (await admin.get('/api/social-shares?filters[result][$eq]=failed')).body.data;
      expect(list[0]).toMatchObject({ network: 'linkedin', result: 'failed' });
      expect(list[0].error).toContain('503');
    } finally {
      answer = 201;
    }
  });

  it('checks the tweet length (a link counts 23), the network and the item', async () => {
    const item = await publishedItem('Lang');
    const long = await share(editor, { network: 'twitter', text: 'x'.repeat(257), content: item.documentId });
    expect(long.status).toBe(400);
    expect(long.body.error.details).toMatchObject({ code: 'tweetLength', params: { max: 280 } });
    // 256 + space + link of 23 = 280: allowed.
    expect((await share(editor, { network: 'twitter', text: 'x'.repeat(256), content: item.documentId })).status).toBe(
      200,
    );
    expect((await share(editor, { network: 'myspace', text: 'Hoi', content: item.documentId })).status).toBe(400);
    expect((await share(editor, { network: 'twitter', text: 'Hoi', content: 'bestaatniet' })).status).toBe(400);
    const draft = await editor.post('/api/contents?locale=nl', {
      data: { type: 'ARTICLE', title: 'Concept', slug: `concept-${Date.now()}` },
    });
    const res = await share(editor, { network: 'twitter', text: 'Hoi', content: draft.body.data.documentId });
    expect(res.body.error.details.code).toBe('share_not_published');
  });

  it('is not for the marketing role, and the records cannot be written through the API', async () => {
    const marketing = await app.login(MARKETING);
    expect((await marketing.get('/api/social-shares')).status).toBe(403);
    const write = await admin.post('/api/social-shares', { data: { network: 'twitter', text: 'x', result: 'sent' } });
    expect([404, 405]).toContain(write.status);
  });
});
