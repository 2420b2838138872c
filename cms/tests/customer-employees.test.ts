// A customer's employees: invitations, existing accounts, one customer per person, approved domains, removal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes, codeIn, latestMail as latestMailTo } from './helpers/answers';
import { customerHelpers } from './helpers/customers';

const PROFILE = 'api::profile.profile';

let app: TestApp;
let admin: Client;
const { create, company } = customerHelpers(() => ({ admin }));
const latestMail = (to: string) => latestMailTo(app, to);

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

describe('employees', () => {
  it('adds an employee, e-mails an invitation that creates the account, and lists the flags', async () => {
    const { documentId } = (await create(company())).body.data;
    const added = await admin.post(`/api/customers/${documentId}/employees`, {
      data: { email: 'Nieuw.Mens@Klant.nl', firstName: 'Nieuw', lastName: 'Mens', companyAdmin: true },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      email: 'nieuw.mens@klant.nl',
      companyAdmin: true,
      vacancyAdmin: false,
      hasAccount: false,
      invitationSent: true,
    });
    const mail = await latestMail('nieuw.mens@klant.nl');
    expect(mail.subject).toContain('Uitnodiging voor');
    expect(mail.text).toContain('7 dagen geldig');
    const code = codeIn(mail.text)!;

    // A browser that is still signed in (session cookie) may accept without a CSRF header: the code is the credential.
    const anonymous = await app.login(EDITOR);
    anonymous.csrf = false;
    expect((await anonymous.post('/api/customer-invitations/describe', { code })).body.data).toMatchObject({
      email: 'nieuw.mens@klant.nl',
      needsPassword: true,
    });
    const short = await anonymous.post('/api/customer-invitations/accept', {
      code,
      password: 'kort',
      passwordConfirmation: 'kort',
    });
    expect(short.status).toBe(400);
    const accepted = await anonymous.post('/api/customer-invitations/accept', {
      code,
      password: 'Welkom123!',
      passwordConfirmation: 'Welkom123!',
    });
    expect(accepted.body.data).toEqual({ accepted: true, accountCreated: true });
    expect(
      (
        await anonymous.post('/api/customer-invitations/accept', {
          code,
          password: 'Welkom123!',
          passwordConfirmation: 'Welkom123!',
        })
      ).status,
    ).toBe(400);
    await app.login({ email: 'nieuw.mens@klant.nl', password: 'Welkom123!' });

    const list = await admin.get(`/api/customers/${documentId}/employees`);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        email: 'nieuw.mens@klant.nl',
        hasAccount: true,
        companyAdmin: true,
        acceptedAt: expect.any(String),
      }),
    ]);
    const profileId = list.body.data[0].documentId;
    const flags = await admin.put(`/api/customers/${documentId}/employees/${profileId}`, {
      data: { vacancyAdmin: true, companyAdmin: false },
    });
    expect(flags.body.data).toMatchObject({ companyAdmin: false, vacancyAdmin: true });
  });

  it('links an existing account without asking for a password', async () => {
    const { documentId } = (await create(company())).body.data;
    const added = await admin.post(`/api/customers/${documentId}/employees`, { data: { email: 'editor@example.com' } });
    expect(added.body.data.hasAccount).toBe(true);
    const code = codeIn((await latestMail('editor@example.com')).text)!;
    expect((await app.client().post('/api/customer-invitations/describe', { code })).body.data.needsPassword).toBe(
      false,
    );
    expect((await app.client().post('/api/customer-invitations/accept', { code })).body.data).toEqual({
      accepted: true,
      accountCreated: false,
    });
    await admin.del(`/api/customers/${documentId}/employees/${added.body.data.documentId}`);
  });

  it('refuses a person who belongs to another customer with the SPEC code, also when two customers race', async () => {
    const first = (await create(company())).body.data.documentId;
    const second = (await create(company())).body.data.documentId;
    expect((await admin.post(`/api/customers/${first}/employees`, { data: { email: 'bezet@klant.nl' } })).status).toBe(
      201,
    );
    const refused = await admin.post(`/api/customers/${second}/employees`, { data: { email: 'BEZET@klant.nl' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('employee_elsewhere');
    expect(
      (await admin.post(`/api/customers/${first}/employees`, { data: { email: 'bezet@klant.nl' } })).body.error.details
        .code,
    ).toBe('employee_exists');

    const a = (await create(company())).body.data.documentId;
    const b = (await create(company())).body.data.documentId;
    const race = await Promise.all(
      [a, b, a, b].map((id) => admin.post(`/api/customers/${id}/employees`, { data: { email: 'gewild@klant.nl' } })),
    );
    expect(race.filter((r) => r.status === 201)).toHaveLength(1);
    const profile = await app.strapi.db
      .query(PROFILE)
      .findOne({ where: { email: 'gewild@klant.nl' }, populate: { customer: true } });
    expect([a, b]).toContain(profile.customer.documentId);
  });

  it('saves a new customer with a warning when its employee belongs elsewhere; bad employee input writes nothing', async () => {
    const other = (await create(company())).body.data.documentId;
    await admin.post(`/api/customers/${other}/employees`, { data: { email: 'elders@klant.nl' } });
    const res = await create(
      company({
        name: 'Met Medewerkers',
        employees: [{ email: 'elders@klant.nl' }, { email: 'vrij@klant.nl', vacancyAdmin: true }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.meta.warnings).toEqual([
      expect.objectContaining({ code: 'employee_elsewhere', email: 'elders@klant.nl' }),
    ]);
    expect(
      (await admin.get(`/api/customers/${res.body.data.documentId}/employees`)).body.data.map((e) => e.email),
    ).toEqual(['vrij@klant.nl']);

    const before = await app.strapi.db.query('api::customer.customer').count();
    const bad = await create(company({ employees: [{ email: 'geen-mail' }] }));
    expect(codes(bad)).toEqual({ 'employees.0.email': 'email' });
    expect(await app.strapi.db.query('api::customer.customer').count()).toBe(before);
  });

  it('only accepts employees from the approved e-mail domains when the customer has them', async () => {
    const { documentId } = (await create(company({ emailDomains: 'klant.nl' }))).body.data;
    const outside = await admin.post(`/api/customers/${documentId}/employees`, { data: { email: 'iemand@gmail.com' } });
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toBe('Email domain must be in the approved domains.');
    expect(
      (await admin.post(`/api/customers/${documentId}/employees`, { data: { email: 'iemand@mail.klant.nl' } })).status,
    ).toBe(201);
  });

  it('removes an employee (the invitation stops working) and answers 404 for strangers', async () => {
    const { documentId } = (await create(company())).body.data;
    const added = (await admin.post(`/api/customers/${documentId}/employees`, { data: { email: 'weg@klant.nl' } })).body
      .data;
    const code = codeIn((await latestMail('weg@klant.nl')).text)!;
    expect((await admin.del(`/api/customers/${documentId}/employees/${added.documentId}`)).status).toBe(204);
    expect((await app.client().post('/api/customer-invitations/describe', { code })).status).toBe(400);
    expect(
      (await admin.put(`/api/customers/${documentId}/employees/${added.documentId}`, { data: { companyAdmin: true } }))
        .status,
    ).toBe(404);
    expect((await admin.post('/api/customers/onbekend/employees', { data: { email: 'x@klant.nl' } })).status).toBe(404);
  });
});
