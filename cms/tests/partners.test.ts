/**
 * Partners (issue #21): categories, the partner's rules (fields, contact persons, social links, unique slug), the
 * links to events and ticket products, deleting (unlinks), and who may use the routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

describe('partners', () => {
  it('are made with categories, contacts and social links; the slug comes from the name', async () => {
    const category = (await admin.post('/api/partner-categories', { data: { name: 'Sponsors' } })).body.data;
    expect(category.slug).toBe('sponsors');
    const res = await admin.post('/api/partners', {
      data: {
        name: 'Theater De Zaal',
        street: 'Oudegracht',
        houseNumber: '12',
        postcode: '3511 AB',
        city: 'Utrecht',
        country: 'nl',
        email: 'Info@DeZaal.nl',
        tel: '+31 30 123 4567',
        website: 'https://dezaal.nl',
        social: { instagram: 'https://instagram.com/dezaal' },
        contacts: [{ name: 'Piet Bakker', function: 'programmeur', email: 'piet@dezaal.nl' }],
        categories: [category.documentId],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ slug: 'theater-de-zaal', country: 'NL', email: 'info@dezaal.nl' });
    const again = await admin.post('/api/partners', { data: { name: 'Theater de zaal' } });
    expect(codes(again)).toEqual({ slug: 'unique' });
    const event = await admin.post('/api/events', {
      data: {
        title: 'Avond in De Zaal',
        beginsAt: '2027-04-01T17:00:00Z',
        endsAt: '2027-04-01T20:00:00Z',
        partners: [res.body.data.documentId],
      },
    });
    expect(event.status).toBe(201);
    const read = await admin.get(`/api/partners/${res.body.data.documentId}?populate[0]=events&populate[1]=categories`);
    expect(read.body.data.events.map((e: { title: string }) => e.title)).toEqual(['Avond in De Zaal']);
    expect(read.body.data.categories.map((c: { name: string }) => c.name)).toEqual(['Sponsors']);
    // Deleting a partner unlinks it.
    expect((await admin.del(`/api/partners/${res.body.data.documentId}`)).status).toBe(204);
    const after = await admin.get(`/api/events/${event.body.data.documentId}?populate=partners`);
    expect(after.body.data.partners).toEqual([]);
  });

  it('refuses bad fields, contacts and social links with their paths', async () => {
    const res = await admin.post('/api/partners', {
      data: {
        name: '',
        email: 'geen',
        website: 'dezaal.nl',
        country: 'XX',
        contacts: [{ function: 'x', tel: 'abc' }],
        social: { 'Face Book': 'https://x.nl', x: 'geen-url' },
      },
    });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({
      name: 'required',
      email: 'email',
      website: 'url',
      country: 'country',
      'contacts.0.name': 'required',
      'contacts.0.tel': 'phone',
      'social.Face Book': 'socialNetwork',
      'social.x': 'url',
    });
    expect(codes(await admin.post('/api/partners', { data: { name: 'A', contacts: 'Piet' } }))).toEqual({
      contacts: 'array',
    });
  });

  it('are a ticket product’s partners', async () => {
    const partner = (await admin.post('/api/partners', { data: { name: 'Drukkerij Noord' } })).body.data;
    const product = await admin.post('/api/products', {
      data: { type: 'PRODUCT', name: 'Boek', price: 1500, taxPercentage: 9, partners: [partner.documentId] },
    });
    expect(product.status).toBe(201);
    const read = await admin.get(`/api/products/${product.body.data.documentId}?populate=partners`);
    expect(read.body.data.partners.map((p: { name: string }) => p.name)).toEqual(['Drukkerij Noord']);
  });

  it('are found by the top-bar search by name or city', async () => {
    const made = (await admin.post('/api/partners', { data: { name: 'Boekhandel Oost', city: 'Enschede' } })).body.data;
    for (const q of ['boekhandel o', 'ensch']) {
      const res = await admin.get(`/api/search?q=${encodeURIComponent(q)}`);
      const hits = res.body.data.filter((h: { type: string }) => h.type === 'partner');
      expect(hits.map((h: { title: string; subtitle: string; url: string }) => [h.title, h.subtitle, h.url])).toEqual([
        ['Boekhandel Oost', 'Enschede', `/partners/${made.documentId}`],
      ]);
    }
  });

  it('marketing may, editors may not, anonymous callers must sign in', async () => {
    const marketing = await app.login(MARKETING);
    expect((await marketing.post('/api/partners', { data: { name: 'Marketingpartner' } })).status).toBe(201);
    expect((await marketing.post('/api/partner-categories', { data: { name: 'Media' } })).status).toBe(201);
    const editor = await app.login(EDITOR);
    expect((await editor.get('/api/partners')).status).toBe(403);
    expect((await editor.get('/api/partner-categories')).status).toBe(403);
    expect((await app.client().get('/api/partners')).status).toBe(401);
  });
});
