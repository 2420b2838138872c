/**
 * Vacancies for staff (issue #20): categories and typed properties, the vacancy's rules on every write
 * (fields, employer, ranges, property values, the publication window in Europe/Amsterdam days, unique slug),
 * server-owned fields, and the routes' refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { DAY, HOUR, vacancyHelpers } from './helpers/vacancies';

let app: TestApp;
let admin: Client;
let employer: string;
const h = vacancyHelpers(() => ({ app, admin }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  employer = await h.customer('Dagblad Werkgever B.V.');
});
afterAll(() => app?.stop());

describe('categories and properties', () => {
  it('makes categories with a unique slug, suggested from the name', async () => {
    const made = await admin.post('/api/vacancy-categories', { data: { name: 'Journalistiek' } });
    expect(made.status).toBe(201);
    expect(made.body.data.slug).toBe('journalistiek');
    const again = await admin.post('/api/vacancy-categories', { data: { name: 'Anders', slug: 'Journalistiek' } });
    expect(again.status).toBe(400);
    expect(codes(again)).toEqual({ slug: 'unique' });
    expect(codes(await admin.post('/api/vacancy-categories', { data: {} }))).toMatchObject({ name: 'required' });
  });

  it('makes typed properties; a CHOICE needs its choices; slug and type are fixed once vacancies use it', async () => {
    const noChoices = await admin.post('/api/vacancy-properties', { data: { name: 'Opleiding', type: 'CHOICE' } });
    expect(codes(noChoices)).toEqual({ choices: 'choices' });
    const education = await admin.post('/api/vacancy-properties', {
      data: { name: 'Opleidingsniveau', slug: 'opleiding', type: 'CHOICE', choices: ['MBO', 'HBO', 'WO'] },
    });
    expect(education.status).toBe(201);
    const badType = await admin.post('/api/vacancy-properties', { data: { name: 'X', type: 'DATE' } });
    expect(codes(badType)).toEqual({ type: 'oneOf' });
    await admin.post('/api/vacancy-properties', { data: { name: 'Rijbewijs', type: 'BOOLEAN' } });

    const vacancy = await h.staffVacancy(employer, { properties: { opleiding: 'HBO', rijbewijs: true } });
    expect(vacancy.properties).toEqual({ opleiding: 'HBO', rijbewijs: true });
    const change = await admin.put(`/api/vacancy-properties/${education.body.data.documentId}`, {
      data: { type: 'TEXT' },
    });
    expect(change.status).toBe(400);
    expect(codes(change)).toEqual({ type: 'propertyInUse' });
    expect((await admin.del(`/api/vacancy-properties/${education.body.data.documentId}`)).status).toBe(400);
    const renamed = await admin.put(`/api/vacancy-properties/${education.body.data.documentId}`, {
      data: { name: 'Niveau' },
    });
    expect(renamed.status).toBe(200);
  });
});

describe('a vacancy', () => {
  it('is made with its employer, categories and a slug from the title; history and credits are the server’s', async () => {
    const category = (await admin.post('/api/vacancy-categories', { data: { name: 'Techniek' } })).body.data;
    const made = await admin.post('/api/vacancies', {
      data: h.vacancy({ title: 'Eindredacteur Online', employer, categories: [category.documentId] }),
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ slug: 'eindredacteur-online', status: 'PUBLISHED' });
    // Bookkeeping stays inside: no credits, history or poster in the answer.
    expect(made.body.data).not.toHaveProperty('history');
    expect(made.body.data).not.toHaveProperty('creditUsed');
    // The console saves the record it read back (all fields): that is no attempt to write server-owned fields.
    const read = (
      await admin.get(`/api/vacancies/${made.body.data.documentId}?populate[0]=employer&populate[1]=categories`)
    ).body.data;
    const { id: _id, documentId, createdAt: _c, updatedAt: _u, publishedAt: _p, ...fields } = read;
    const saved = await admin.put(`/api/vacancies/${documentId}`, {
      data: { ...fields, employer: read.employer.documentId, categories: [category.documentId], location: 'Zeist' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.location).toBe('Zeist');
    const withOwned = await admin.post('/api/vacancies', { data: h.vacancy({ employer, history: [] }) });
    expect(withOwned.status).toBe(400);
    expect(codes(withOwned)).toEqual({ history: 'server_owned' });
    const same = await admin.post('/api/vacancies', { data: h.vacancy({ employer, slug: 'Eindredacteur-Online' }) });
    expect(codes(same)).toEqual({ slug: 'unique' });
  });

  it('refuses bad fields with their codes and writes nothing', async () => {
    const before = await app.strapi.db.query('api::vacancy.vacancy').count();
    const res = await admin.post('/api/vacancies', {
      data: h.vacancy({
        title: '',
        contactEmail: 'geen-adres',
        hoursMin: 40,
        hoursMax: 20,
        salaryPeriod: 'DAY',
        employer: 'bestaat-niet',
        properties: { onbekend: 1 },
      }),
    });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({
      title: 'required',
      contactEmail: 'email',
      salaryPeriod: 'oneOf',
      hoursMax: 'minValue',
      employer: 'notFound',
      'properties.onbekend': 'unknownProperty',
    });
    expect(await app.strapi.db.query('api::vacancy.vacancy').count()).toBe(before);
  });

  it('checks property values against their type', async () => {
    await admin.post('/api/vacancy-properties', { data: { name: 'Ervaring jaren', slug: 'ervaring', type: 'NUMBER' } });
    const res = await admin.post('/api/vacancies', {
      data: h.vacancy({ employer, properties: { ervaring: 'veel', opleiding: 'MAVO' } }),
    });
    expect(codes(res)).toEqual({ 'properties.ervaring': 'propertyType', 'properties.opleiding': 'oneOf' });
  });

  it('needs a publication window once published; a draft may wait for one', async () => {
    const draft = await admin.post('/api/vacancies', {
      data: h.vacancy({ employer, status: 'DRAFT', publishFrom: null, publishUntil: null }),
    });
    expect(draft.status).toBe(201);
    const publish = await admin.put(`/api/vacancies/${draft.body.data.documentId}`, { data: { status: 'PUBLISHED' } });
    expect(codes(publish)).toEqual({ publishFrom: 'required', publishUntil: 'required' });
    const backwards = await admin.put(`/api/vacancies/${draft.body.data.documentId}`, {
      data: {
        status: 'PUBLISHED',
        publishFrom: new Date(Date.now() + DAY).toISOString(),
        publishUntil: new Date(Date.now() + HOUR).toISOString(),
      },
    });
    expect(codes(backwards)).toEqual({ publishUntil: 'publishUntilAfterFrom' });
  });

  it('runs at most 30 Amsterdam days, to the minute, also across the change to summer time', async () => {
    // 2027-03-10 09:00 Amsterdam (CET, UTC+1) to 2027-04-09 09:00 Amsterdam (CEST, UTC+2): 30 days of 24 h less one hour.
    const from = '2027-03-10T08:00:00.000Z';
    const fits = await admin.post('/api/vacancies', {
      data: h.vacancy({ employer, publishFrom: from, publishUntil: '2027-04-09T07:00:00.000Z' }),
    });
    expect(fits.status).toBe(201);
    const minuteMore = await admin.post('/api/vacancies', {
      data: h.vacancy({ employer, publishFrom: from, publishUntil: '2027-04-09T07:01:00.000Z' }),
    });
    expect(codes(minuteMore)).toEqual({ publishUntil: 'vacancyRunTooLong' });
    expect(minuteMore.body.error.details.errors[0].params).toEqual({ days: 30 });
    // The same wall-clock span measured in UTC hours (30 × 24 h) is an hour too long in Amsterdam.
    const utcDays = await admin.post('/api/vacancies', {
      data: h.vacancy({ employer, publishFrom: from, publishUntil: '2027-04-09T08:00:00.000Z' }),
    });
    expect(codes(utcDays)).toEqual({ publishUntil: 'vacancyRunTooLong' });
    const longer = await admin.post('/api/vacancies', {
      data: h.vacancy({ employer, longerRun: true, publishFrom: from, publishUntil: '2027-05-09T07:00:00.000Z' }),
    });
    expect(longer.status).toBe(201);
  });

  it('answers 404 for an unknown vacancy and 403 to the editor', async () => {
    expect((await admin.get('/api/vacancies/bestaat-niet')).status).toBe(404);
    expect((await admin.put('/api/vacancies/bestaat-niet', { data: { title: 'x' } })).status).toBe(404);
    const editor = await app.login(EDITOR);
    expect((await editor.get('/api/vacancies')).status).toBe(403);
    expect((await editor.post('/api/vacancies', { data: h.vacancy({ employer }) })).status).toBe(403);
  });

  it('lists with filters, search and sorting', async () => {
    const res = await admin.get(
      `/api/vacancies?filters[employer][documentId][$eq]=${employer}&filters[title][$containsi]=eindredacteur&sort=createdAt:desc&populate=employer`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((v: { title: string }) => v.title)).toEqual(['Eindredacteur Online']);
    expect(res.body.data[0].employer.documentId).toBe(employer);
  });

  it('is found by the top-bar search for who may read vacancies, not for the editor', async () => {
    const res = await admin.get('/api/search?q=eindredacteur');
    const hit = res.body.data.find((h: { type: string }) => h.type === 'vacancy');
    expect(hit).toMatchObject({ title: 'Eindredacteur Online', subtitle: 'Zeist', status: 'PUBLISHED' });
    expect(hit.url).toMatch(/^\/vacancies\/[a-z0-9]+$/);
    const editor = await app.login(EDITOR);
    const none = await editor.get('/api/search?q=eindredacteur');
    expect(none.body.data.filter((h: { type: string }) => h.type === 'vacancy')).toEqual([]);
  });
});
