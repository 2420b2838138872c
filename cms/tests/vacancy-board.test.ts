/**
 * The public job-board API and applications (issue #20): only live vacancies (PUBLISHED, inside the window at
 * the request's instant), schema.org JobPosting JSON-LD, applications from a new lead or a signed-in profile
 * with neutral answers, a honeypot, private CVs through the upload policy, the employer's e-mail, the status
 * pipeline, and the per-client throttle (clients told apart by X-Forwarded-For with TRUST_PROXY).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes, latestMail } from './helpers/answers';
import { DAY, HOUR, vacancyHelpers } from './helpers/vacancies';

let app: TestApp;
let admin: Client;
let employer: string;
let ipSeq = 0;
const h = vacancyHelpers(() => ({ app, admin }));
const APPLICATION = 'api::vacancy-application.vacancy-application';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: 'true', APPLICATIONS_MAX_PER_MINUTE: '3' });
  admin = await app.login(ADMIN);
  employer = await h.customer('Krant Noord B.V.');
});
afterAll(() => app?.stop());

/** Each call its own client address unless one is given, so only the throttle test meets the limit. */
const apply = (
  slug: string,
  data: Record<string, unknown>,
  options: { ip?: string; client?: Client; cv?: Buffer; name?: string } = {},
) => {
  const headers = { 'x-forwarded-for': options.ip ?? `198.51.100.${++ipSeq}` };
  const client = options.client ?? app.client();
  if (!options.cv) return client.post(`/api/delivery/vacancies/${slug}/applications`, data, headers);
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('files.cv', new Blob([options.cv], { type: 'application/pdf' }), options.name ?? 'cv.pdf');
  return client.post(`/api/delivery/vacancies/${slug}/applications`, form, headers);
};
const person = (email: string) => ({
  email,
  firstName: 'Sanne',
  lastName: 'de Vries',
  motivation: 'Ik schrijf graag.',
});
const applicationsTo = (slug: string) =>
  app.strapi.db.query(APPLICATION).findMany({ where: { vacancy: { slug } }, populate: { profile: true, cv: true } });

describe('the job board', () => {
  it('lists only live vacancies, highlighted first, with JSON-LD JobPosting', async () => {
    const live = await h.staffVacancy(employer, { title: 'Fotograaf Noord', salaryMin: 300000, salaryMax: 350000 });
    const top = await h.staffVacancy(employer, { title: 'Hoofdredacteur Noord', highlighted: true });
    const soon = await h.staffVacancy(employer, {
      title: 'Later Noord',
      publishFrom: new Date(Date.now() + 5_000).toISOString(),
    });
    const over = await h.staffVacancy(employer, {
      title: 'Voorbij Noord',
      publishFrom: new Date(Date.now() - 2 * DAY).toISOString(),
      publishUntil: new Date(Date.now() - 1).toISOString(),
    });
    const draft = await h.staffVacancy(employer, { title: 'Concept Noord', status: 'DRAFT' });
    const list = await app.client().get('/api/delivery/vacancies?q=noord');
    expect(list.status).toBe(200);
    expect(list.body.data.map((v: { title: string }) => v.title)).toEqual(['Hoofdredacteur Noord', 'Fotograaf Noord']);
    for (const hidden of [soon, over, draft])
      expect((await app.client().get(`/api/delivery/vacancies/${hidden.slug}`)).status).toBe(404);

    const one = await app.client().get(`/api/delivery/vacancies/${live.slug}`);
    expect(one.body.data).not.toHaveProperty('creditUsed');
    expect(one.body.data).not.toHaveProperty('history');
    expect(one.body.data.jobPosting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Fotograaf Noord',
      hiringOrganization: { '@type': 'Organization', name: 'Krant Noord B.V.' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Utrecht' } },
      baseSalary: { currency: 'EUR', value: { minValue: 3000, maxValue: 3500, unitText: 'MONTH' } },
      employmentType: 'FULL_TIME',
      validThrough: live.publishUntil,
      url: `http://localhost:3000/vacature/${live.slug}`,
    });
    expect(one.body.data.jobPosting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(top.highlighted).toBe(true);

    // The window's start is inclusive: a vacancy that starts in a few seconds appears once the instant passes.
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    expect((await app.client().get(`/api/delivery/vacancies/${soon.slug}`)).status).toBe(200);
  });
});

describe('applying', () => {
  it('accepts a new lead (202), makes a LEAD profile, e-mails the employer; a repeat changes nothing', async () => {
    const vacancy = await h.staffVacancy(employer, { contactEmail: 'hr@krantnoord.nl' });
    const res = await apply(vacancy.slug, person('sanne@lezer.nl'));
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ accepted: true });
    const [made] = await applicationsTo(vacancy.slug);
    expect(made).toMatchObject({ status: 'NEW', email: 'sanne@lezer.nl', firstName: 'Sanne' });
    expect(made.profile).toMatchObject({ email: 'sanne@lezer.nl', type: 'LEAD', source: 'vacancy-application' });
    const mail = await latestMail(app, 'hr@krantnoord.nl');
    expect(mail.subject).toBe(`Nieuwe sollicitatie: ${vacancy.title}`);
    expect(mail.text).toContain('Sanne de Vries');
    expect(mail.text).toContain('Ik schrijf graag.');

    const again = await apply(vacancy.slug, person('SANNE@lezer.nl'));
    expect(again.status).toBe(202);
    expect(await applicationsTo(vacancy.slug)).toHaveLength(1);
  });

  it('e-mails the employer in the language of the vacancy admin who posted the vacancy', async () => {
    const customer = await h.customer('Northern Post Ltd');
    await h.paidOrder(customer, [{ product: await h.product('VACANCY', { maxVacancies: 2 }), quantity: 1 }]);
    const english = await h.employee(customer);
    expect((await english.put('/api/me/profile', { data: { language: 'en' } })).status).toBe(200);
    const posted = await english.post('/api/employer/vacancies', {
      data: h.vacancy({ title: 'Night editor', contactEmail: 'jobs@northernpost.example' }),
    });
    expect(posted.status).toBe(201);
    expect((await apply(posted.body.data.slug, person('tom@lezer.nl'))).status).toBe(202);
    const mail = await latestMail(app, 'jobs@northernpost.example');
    expect(mail.subject).toBe('New application: Night editor');
    expect(mail.text).toContain('Sanne de Vries applied for the vacancy "Night editor".');
    expect(mail.text).toContain('No CV was sent.');

    // A Dutch vacancy admin of the same customer: the Dutch mail.
    const dutch = await h.employee(customer);
    const theirs = await dutch.post('/api/employer/vacancies', {
      data: h.vacancy({ title: 'Eindredacteur nacht', contactEmail: 'vacatures@northernpost.example' }),
    });
    expect((await apply(theirs.body.data.slug, person('tom@lezer.nl'))).status).toBe(202);
    expect((await latestMail(app, 'vacatures@northernpost.example')).subject).toBe(
      'Nieuwe sollicitatie: Eindredacteur nacht',
    );
  });

  it('forgets a deleted profile’s applications and their CVs', async () => {
    const vacancy = await h.staffVacancy(employer);
    expect((await apply(vacancy.slug, person('weg@lezer.nl'), { cv: PDF })).status).toBe(202);
    const [made] = await applicationsTo(vacancy.slug);
    const deleted = await admin.del(`/api/profiles/${made.profile.documentId}?confirmEmail=weg@lezer.nl`);
    expect(deleted.status).toBe(204);
    expect(await applicationsTo(vacancy.slug)).toHaveLength(0);
    expect(await app.strapi.db.query('plugin::upload.file').count({ where: { id: made.cv.id } })).toBe(0);
  });

  it('answers a filled honeypot the same and stores nothing', async () => {
    const vacancy = await h.staffVacancy(employer);
    const res = await apply(vacancy.slug, { ...person('bot@spam.nl'), website: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(await applicationsTo(vacancy.slug)).toHaveLength(0);
    expect(await app.strapi.db.query('api::profile.profile').count({ where: { email: 'bot@spam.nl' } })).toBe(0);
  });

  it('refuses bad input (400) and vacancies that are not live (404), writing nothing', async () => {
    const vacancy = await h.staffVacancy(employer);
    const bad = await apply(vacancy.slug, { email: 'geen-adres', firstName: '', lastName: 'X' });
    expect(bad.status).toBe(400);
    expect(codes(bad)).toEqual({ email: 'email', firstName: 'required' });
    const draft = await h.staffVacancy(employer, { status: 'DRAFT' });
    expect((await apply(draft.slug, person('a@lezer.nl'))).status).toBe(404);
    expect((await apply('bestaat-niet', person('a@lezer.nl'))).status).toBe(404);
    const future = await h.staffVacancy(employer, { publishFrom: new Date(Date.now() + HOUR).toISOString() });
    expect((await apply(future.slug, person('a@lezer.nl'))).status).toBe(404);
    expect(await app.strapi.db.query('api::profile.profile').count({ where: { email: 'a@lezer.nl' } })).toBe(0);
  });

  it('keeps a CV private: checked by its bytes, not under /uploads, downloaded by staff only', async () => {
    const vacancy = await h.staffVacancy(employer);
    const fake = await apply(vacancy.slug, person('nep@lezer.nl'), {
      cv: Buffer.from('MZ\x90\x00 not a pdf'),
      name: 'cv.pdf',
    });
    expect(fake.status).toBe(400);
    expect(fake.body.error.details.code).toBe('file_type_not_allowed');
    expect(await applicationsTo(vacancy.slug)).toHaveLength(0);

    expect((await apply(vacancy.slug, person('cv@lezer.nl'), { cv: PDF })).status).toBe(202);
    const [made] = await applicationsTo(vacancy.slug);
    expect(made.cv).toMatchObject({ mime: 'application/pdf', isPrivate: true });
    expect((await app.client().get(made.cv.url)).status).toBe(404);
    const download = await admin.bytes(`/api/vacancy-applications/${made.documentId}/cv`);
    expect(download.status).toBe(200);
    expect(download.content.subarray(0, 5).toString()).toBe('%PDF-');
    const poster = await h.employee(employer);
    expect((await poster.get(`/api/vacancy-applications/${made.documentId}/cv`)).status).toBe(403);
  });

  it('uses a signed-in reader’s profile: its name and e-mail, whatever the body says', async () => {
    const vacancy = await h.staffVacancy(employer);
    const reader = await h.employee(await h.customer(), { vacancyAdmin: false });
    const res = await apply(vacancy.slug, { email: 'ander@adres.nl', motivation: 'Graag!' }, { client: reader });
    expect(res.status).toBe(202);
    const [made] = await applicationsTo(vacancy.slug);
    expect(made.profile.email).toMatch(/^medewerker\d+@werkgever\.nl$/);
    expect(made.firstName).toBe('Mede');
  });

  it('links a signed-in reader’s stored CV when the application sends no file', async () => {
    const vacancy = await h.staffVacancy(employer);
    const reader = await h.employee(await h.customer(), { vacancyAdmin: false });
    const me = await reader.get('/api/users/me');
    const profile = await app.strapi.db.query('api::profile.profile').findOne({ where: { user: me.body.id } });
    const form = new FormData();
    form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'mijn-cv.pdf');
    const [stored] = (await admin.post('/api/upload', form)).body;
    const saved = await admin.put(`/api/profiles/${profile.documentId}`, { data: { cv: { file: stored.id } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const files = () => app.strapi.db.query('plugin::upload.file').count();
    const before = await files();
    expect((await apply(vacancy.slug, { motivation: 'Zie mijn cv.' }, { client: reader })).status).toBe(202);
    const [made] = await applicationsTo(vacancy.slug);
    expect(made.profile.id).toBe(profile.id);
    // The profile's own file is linked, not a copy.
    expect(made.cv).toMatchObject({ id: stored.id, name: 'mijn-cv.pdf' });
    expect(await files()).toBe(before);
  });

  it('throttles one client: the fourth application within a minute is 429, another client goes on', async () => {
    const vacancy = await h.staffVacancy(employer);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await apply(vacancy.slug, person(`flood${i}@spam.nl`), { ip: '203.0.113.9' })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await applicationsTo(vacancy.slug)).toHaveLength(3);
    expect((await apply(vacancy.slug, person('ander@lezer.nl'), { ip: '203.0.113.10' })).status).toBe(202);
  });
});

describe('the status pipeline', () => {
  it('moves new → reviewing → invited → hired, refuses other steps (409) and unknown statuses (400)', async () => {
    const vacancy = await h.staffVacancy(employer);
    await apply(vacancy.slug, person('pijp@lezer.nl'));
    const [made] = await applicationsTo(vacancy.slug);
    const move = (to: string, client = admin) =>
      client.post(`/api/vacancy-applications/${made.documentId}/status`, { data: { status: to } });
    expect((await move('HIRED')).status).toBe(409);
    expect((await move('BEST')).status).toBe(400);
    expect((await move('REVIEWING')).body.data.status).toBe('REVIEWING');
    expect((await move('REJECTED')).body.data.status).toBe('REJECTED');
    expect((await move('REVIEWING')).body.data.status).toBe('REVIEWING');
    expect((await move('INVITED')).body.data.status).toBe('INVITED');
    const hired = await move('HIRED');
    expect(hired.body.data.status).toBe('HIRED');
    const again = await move('REJECTED');
    expect(again.status).toBe(409);
    expect(again.body.error.details).toMatchObject({ code: 'illegal_transition', status: 'HIRED' });
    const row = await app.strapi.db.query(APPLICATION).findOne({ where: { id: made.id } });
    expect(row.history.map((e: { to: string }) => e.to)).toEqual([
      'NEW',
      'REVIEWING',
      'REJECTED',
      'REVIEWING',
      'INVITED',
      'HIRED',
    ]);
    expect((await admin.post('/api/vacancy-applications/nope/status', { data: { status: 'REVIEWING' } })).status).toBe(
      404,
    );
    // The application's status is not writable any other way.
    expect((await admin.put(`/api/vacancy-applications/${made.documentId}`, { data: { status: 'NEW' } })).status).toBe(
      405,
    );
  });

  it('lets the employer’s vacancy admin read and move its own applications, not another customer’s', async () => {
    const vacancy = await h.staffVacancy(employer);
    await apply(vacancy.slug, person('eigen@lezer.nl'));
    const [made] = await applicationsTo(vacancy.slug);
    const poster = await h.employee(employer);
    const list = await poster.get(`/api/employer/applications?vacancy=${vacancy.documentId}`);
    expect(list.body.data.map((a: { email: string }) => a.email)).toEqual(['eigen@lezer.nl']);
    const moved = await poster.post(`/api/employer/applications/${made.documentId}/status`, {
      data: { status: 'REVIEWING' },
    });
    expect(moved.body.data.status).toBe('REVIEWING');
    const stranger = await h.employee(await h.customer());
    expect((await stranger.get('/api/employer/applications')).body.data).toEqual([]);
    const foreign = await stranger.post(`/api/employer/applications/${made.documentId}/status`, {
      data: { status: 'INVITED' },
    });
    expect(foreign.status).toBe(404);
  });
});
