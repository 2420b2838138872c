// The open pixel and click redirects: signed links only, never an open redirect, machines counted apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { engagementHelpers, minutesAgo } from './helpers/engagement';

let app: TestApp;
let reader: Client;
const { campaign, recipients, eventsOf, links } = engagementHelpers(() => ({ app }));
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const ARTICLE = 'https://www.example.com/artikel/een?utm_source=nieuwsbrief';
const pathOf = (url: string) => url.slice(url.indexOf('/api/'));

beforeAll(async () => {
  app = await startApp();
  reader = app.client();
});
afterAll(() => app?.stop());

describe('the open pixel', () => {
  it('answers a 1×1 GIF and records a person’s open for a valid token', async () => {
    const c = await campaign();
    const [r] = await recipients(c.id, 1, { sentAt: minutesAgo(30) });
    const res = await reader.bytes(pathOf(links().open(c.id, r)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.content.subarray(0, 6).toString()).toBe('GIF89a');
    expect(res.content.length).toBeLessThan(64);
    const events = await eventsOf(r);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'open', campaign_id: c.id });
  });

  it('answers the same GIF for a forged, foreign or unknown token and records nothing', async () => {
    const c = await campaign();
    const [r] = await recipients(c.id, 1);
    const valid = pathOf(links().open(c.id, r));
    const forged = valid.replace(/\.([A-Za-z0-9_-]{32})\.gif$/, (_, mac) => `.${mac.slice(0, -1)}A.gif`);
    const otherCampaign = pathOf(links().open(c.id + 1000, r));
    for (const path of [forged, otherCampaign, '/api/engagement/open/nonsense.gif']) {
      const res = await reader.bytes(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
    }
    expect(await eventsOf(r)).toHaveLength(0);
  });

  it('counts a prefetch right after delivery and Apple’s privacy proxy as machine opens', async () => {
    const c = await campaign();
    const [fresh, older] = await recipients(c.id, 2);
    await app.strapi.db
      .connection('campaign_recipients')
      .where({ id: older })
      .update({ sent_at: minutesAgo(60) });
    await fetch(`${app.url}${pathOf(links().open(c.id, fresh))}`, { headers: { 'user-agent': SAFARI } });
    await fetch(`${app.url}${pathOf(links().open(c.id, older))}`, { headers: { 'user-agent': 'Mozilla/5.0' } });
    expect(await eventsOf(fresh)).toMatchObject([{ type: 'machine_open', detail: 'on-delivery' }]);
    expect(await eventsOf(older)).toMatchObject([{ type: 'machine_open', detail: 'apple-mpp' }]);
  });
});

describe('click redirects', () => {
  it('redirects to the signed URL and records the click with its link', async () => {
    const c = await campaign();
    const [r] = await recipients(c.id, 1, { sentAt: minutesAgo(15) });
    const res = await fetch(`${app.url}${pathOf(links().click(c.id, r, ARTICLE))}`, {
      redirect: 'manual',
      headers: { 'user-agent': SAFARI },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(ARTICLE);
    expect(await eventsOf(r)).toMatchObject([{ type: 'click', link: ARTICLE }]);
  });

  it('answers 404 for a changed URL, a forged token or another kind of token: never an open redirect', async () => {
    const c = await campaign();
    const [r] = await recipients(c.id, 1, { sentAt: minutesAgo(15) });
    const signed = pathOf(links().click(c.id, r, ARTICLE));
    const token = signed.split('/click/')[1].split('?')[0];
    const openToken = pathOf(links().open(c.id, r))
      .split('/open/')[1]
      .replace(/\.gif$/, '');
    const evil = encodeURIComponent('https://evil.example/phish');
    for (const path of [
      `/api/engagement/click/${token}?url=${evil}`,
      `/api/engagement/click/${token}`,
      `/api/engagement/click/${token.slice(0, -2)}xx?url=${encodeURIComponent(ARTICLE)}`,
      `/api/engagement/click/${openToken}?url=${encodeURIComponent(ARTICLE)}`,
    ]) {
      const res = await fetch(`${app.url}${path}`, { redirect: 'manual', headers: { 'user-agent': SAFARI } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    }
    expect(await eventsOf(r)).toHaveLength(0);
  });

  it('refuses a signed link to anything but a web address', async () => {
    const c = await campaign();
    const [r] = await recipients(c.id, 1);
    const res = await fetch(`${app.url}${pathOf(links().click(c.id, r, 'javascript:alert(1)'))}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(404);
  });

  it('counts a link scanner and a click on delivery as scanner clicks, but still redirects', async () => {
    const c = await campaign();
    const [fresh, older] = await recipients(c.id, 2);
    await app.strapi.db
      .connection('campaign_recipients')
      .where({ id: older })
      .update({ sent_at: minutesAgo(60) });
    const first = await fetch(`${app.url}${pathOf(links().click(c.id, fresh, ARTICLE))}`, {
      redirect: 'manual',
      headers: { 'user-agent': SAFARI },
    });
    const second = await fetch(`${app.url}${pathOf(links().click(c.id, older, ARTICLE))}`, {
      redirect: 'manual',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Microsoft Defender SafeLinks)' },
    });
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(await eventsOf(fresh)).toMatchObject([{ type: 'scanner_click', detail: 'on-delivery' }]);
    expect(await eventsOf(older)).toMatchObject([{ type: 'scanner_click', detail: 'scanner' }]);
  });
});
