import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client, Res } from './helpers/client';

const OUTBOX = 'api::outbox-message.outbox-message';
const PROFILE = 'api::profile.profile';

let app: TestApp;
let admin: Client;
let editor: Client;
let seq = 0;

const codes = (res: Res) =>
  Object.fromEntries((res.body?.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.code]));
const create = (data: Record<string, unknown>) => admin.post('/api/customers', { data });
const company = (extra: Record<string, unknown> = {}) => ({
  name: `Klant ${++seq} B.V.`,
  email: `info${seq}@klant.nl`,
  ...extra,
});
const latestMail = async (to: string) =>
  (await app.strapi.db.query(OUTBOX).findMany({ where: { to }, orderBy: { id: 'desc' }, limit: 1 }))[0];
const codeIn = (text: string | undefined) => /code=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  editor = await app.login(EDITOR);
});
afterAll(() => app?.stop());

describe('customer rules', () => {
  it('stores a customer with its identifiers, addresses and e-mail lists normalised', async () => {
    const res = await create(
      company({
        debtorId: ' D-1001 ',
        iban: 'nl91 abna 0417 1643 00',
        bic: 'abnanl2a',
        coc: '1234 5678',
        vatin: 'nl004495445b01',
        vatinType: 'reverse',
        emailFinancial: 'Boekhouding@klant.nl, factuur@klant.nl',
        addresses: [
          {
            salutation: 'F',
            firstName: 'Fenna',
            street: 'Domplein',
            houseNumber: '1',
            postcode: '3512je',
            city: 'Utrecht',
            defaultBilling: true,
          },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      debtorId: 'D-1001',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      coc: '12345678',
      vatin: 'NL004495445B01',
      emailFinancial: 'boekhouding@klant.nl\nfactuur@klant.nl',
    });
    const read = await admin.get(`/api/customers/${res.body.data.documentId}?populate=addresses`);
    expect(read.body.data.addresses[0]).toMatchObject({
      salutation: 'F',
      postcode: '3512 JE',
      country: 'NL',
      defaultBilling: true,
    });
  });

  it('needs a company name or a contact person, in the SPEC wording', async () => {
    const res = await create({ email: 'los@klant.nl' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('A company name or contact person is required.');
    const person = await create({ contact: 'Piet Pietersen' });
    expect(person.body.data.displayName).toBe('Piet Pietersen');
  });

  it('sorts by the name lists show: the company, else the contact person', async () => {
    await create({ contact: 'Aaa Sorteer' });
    await create({ name: 'Aab Sorteer B.V.', contact: 'Zed' });
    const res = await admin.get('/api/customers?filters[displayName][$startsWith]=Aa&sort=displayName:asc');
    expect(res.body.data.map((c) => c.displayName)).toEqual(['Aaa Sorteer', 'Aab Sorteer B.V.']);
  });

  it('checks every field: e-mails, IBAN, BIC, KvK, VAT and its type, salutation, postcode, defaults once', async () => {
    const res = await create(
      company({
        email: 'geen-mail',
        emailReminders: 'ok@klant.nl\nkapot',
        iban: 'NL92ABNA0417164300',
        bic: 'ABN',
        coc: '123',
        vatin: 'NL123',
        vatinType: 'half',
        emailDomains: 'klant.nl\nniet een domein',
        addresses: [
          { salutation: 'Q', postcode: '12345' },
          { defaultBilling: true },
          { defaultBilling: true, country: 'XX' },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({
      email: 'email',
      emailReminders: 'emails',
      emailDomains: 'domains',
      iban: 'iban',
      bic: 'bic',
      coc: 'coc',
      vatin: 'vat',
      vatinType: 'oneOf',
      'addresses.0.salutation': 'oneOf',
      'addresses.0.postcode': 'postcode',
      'addresses.2.country': 'country',
      'addresses.2.defaultBilling': 'default_billing_once',
    });
    const reverse = await create(company({ vatinType: 'reverse' }));
    expect(codes(reverse)).toEqual({ vatin: 'reverseNeedsVat' });
  });

  it('keeps the debtor id unique whatever its case, also for concurrent writes', async () => {
    expect((await create(company({ debtorId: 'DEB-7' }))).status).toBe(201);
    const again = await create(company({ debtorId: 'deb-7' }));
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('debtorId is already in use.');
    const race = await Promise.all(Array.from({ length: 6 }, () => create(company({ debtorId: 'RACE-1' }))));
    expect(race.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
  });

  it('refuses an edit that breaks a rule and keeps the stored customer', async () => {
    const { documentId } = (await create(company({ contact: 'Jan' }))).body.data;
    const res = await admin.put(`/api/customers/${documentId}`, { data: { name: '', contact: '' } });
    expect(res.status).toBe(400);
    expect((await admin.get(`/api/customers/${documentId}`)).body.data.contact).toBe('Jan');
  });

  it('lists with search, filters and sorting, and lets editors neither read nor write', async () => {
    await create({ name: 'Zoekbaar Media', contact: 'Zita', vatinType: 'exempt' });
    const res = await admin.get(
      '/api/customers?filters[$or][0][name][$containsi]=zoekbaar&filters[vatinType][$eq]=exempt&sort=name:asc',
    );
    expect(res.body.data.map((c) => c.name)).toEqual(['Zoekbaar Media']);
    expect((await editor.get('/api/customers')).status).toBe(403);
    expect((await editor.post('/api/customers', { data: company() })).status).toBe(403);
  });
});

describe('deleting', () => {
  it('refuses a customer with invoices (409), drafts and issued alike, through REST and GraphQL; the invoices keep their debtor', async () => {
    const supplier = {
      company: 'Klantfactuur B.V.',
      street: 'Oudegracht',
      houseNumber: '1',
      postcode: '3511 AX',
      city: 'Utrecht',
      coc: '30123456',
      vat: 'NL004495445B01',
      iban: 'NL91ABNA0417164300',
    };
    const channel = (
      await admin.post('/api/channels', {
        data: {
          name: `Klantkanaal ${++seq}`,
          ...supplier,
          currency: 'EUR',
          invoiceSerialPrefix: 'KD',
          invoiceSerialLength: 4,
        },
      })
    ).body.data.documentId;
    const customer = (
      await create(
        company({ addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht' }] }),
      )
    ).body.data.documentId;
    const draft = (
      await admin.post('/api/invoices', {
        data: {
          customer,
          channel,
          lines: [{ description: 'Advertentie', unitPrice: 1000, quantity: 1, taxPercentage: 21 }],
        },
      })
    ).body.data;
    const refusedDraft = await admin.del(`/api/customers/${customer}`);
    expect([refusedDraft.status, refusedDraft.body.error.details]).toEqual([
      409,
      { code: 'customer_has_invoices', invoices: 1 },
    ]);
    const invoice = (await admin.post(`/api/invoices/${draft.documentId}/finalize`)).body.data;
    expect(invoice.status).toBe('PENDING');
    const refused = await admin.del(`/api/customers/${customer}`);
    expect([refused.status, refused.body.error.message]).toEqual([
      409,
      'This customer has 1 invoice(s) and cannot be deleted: issued invoices keep their customer (delete drafts first).',
    ]);
    const graphql = await admin.post('/graphql', {
      query: `mutation { deleteCustomer(documentId: "${customer}") { documentId } }`,
    });
    expect(graphql.body.errors?.[0]?.message).toMatch(/1 invoice\(s\) and cannot be deleted/);
    const kept = await admin.get(`/api/invoices/${invoice.documentId}?populate=customer`);
    expect(kept.body.data.customer.documentId).toBe(customer);
    // Without orders or invoices a customer can go.
    const loose = (await create(company())).body.data.documentId;
    expect((await admin.del(`/api/customers/${loose}`)).status).toBe(204);
  });
});

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

describe('postcode look-up', () => {
  it('fills street and city from the local sample table, with clear errors', async () => {
    const found = await admin.get('/api/customers/postcode?postcode=3512je&houseNumber=1');
    expect(found.body.data).toEqual({ postcode: '3512 JE', houseNumber: '1', street: 'Domplein', city: 'Utrecht' });
    expect((await admin.get('/api/customers/postcode?postcode=9999ZZ&houseNumber=1')).status).toBe(404);
    const bad = await admin.get('/api/customers/postcode?postcode=12&houseNumber=1');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('The postcode must be a Dutch postcode like 1234 AB.');
  });

  it('asks a configured look-up service over HTTP and reports its failure as 502', async () => {
    const server = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      if (url.searchParams.get('pc') === '1234AB')
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ street: 'Teststraat', city: 'Testdorp', auth: req.headers.authorization }));
      if (url.searchParams.get('pc') === '5000AA') return res.writeHead(500).end('boom');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    process.env.POSTCODE_LOOKUP_URL = `http://127.0.0.1:${port}/lookup?pc={postcode}&nr={houseNumber}`;
    try {
      expect((await admin.get('/api/customers/postcode?postcode=1234 ab&houseNumber=5')).body.data).toMatchObject({
        street: 'Teststraat',
        city: 'Testdorp',
      });
      expect((await admin.get('/api/customers/postcode?postcode=3512JE&houseNumber=1')).status).toBe(404);
      const down = await admin.get('/api/customers/postcode?postcode=5000AA&houseNumber=1');
      expect(down.status).toBe(502);
      expect(down.body.error.message).toBe('The postcode service answered 500.');
    } finally {
      delete process.env.POSTCODE_LOOKUP_URL;
      server.close();
    }
  });
});
