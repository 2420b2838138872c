// Customers: their rules, the list, deleting (never with invoices), and the postcode look-up.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { customerHelpers } from './helpers/customers';

let app: TestApp;
let admin: Client;
let editor: Client;
const { create, company, sequence } = customerHelpers(() => ({ admin }));

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
          name: `Klantkanaal ${sequence()}`,
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
