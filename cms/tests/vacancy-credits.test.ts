/**
 * Vacancy credits (issue #20): paid VACANCY / VACANCY_OPTION order lines give a customer credits once per line,
 * its vacancy admins spend them through /api/employer, and the database (CHECK used <= granted) refuses the
 * spend beyond the credit, also when two vacancy admins post the last credit at the same moment. Run on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';
import { vacancyHelpers } from './helpers/vacancies';

let app: TestApp;
let admin: Client;
const h = vacancyHelpers(() => ({ app, admin }));
const VACANCY = 'api::vacancy.vacancy';

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

const credits = async (client: Client) => (await client.get('/api/employer/credits')).body.data.credits;
const countOf = (customerId: string) =>
  app.strapi.db.query(VACANCY).count({ where: { employer: { documentId: customerId } } });

describe('credits from paid orders', () => {
  it('gives maxVacancies × quantity VACANCY credits and option credits per paid line, once', async () => {
    const customer = await h.customer();
    const vacancyProduct = await h.product('VACANCY', { maxVacancies: 3 });
    const highlight = await h.product('VACANCY_OPTION', { vacancyOption: 'HIGHLIGHT' });
    const order = await h.paidOrder(customer, [
      { product: vacancyProduct, quantity: 2 },
      { product: highlight, quantity: 1 },
    ]);
    const staffView = await admin.get(`/api/vacancy-credits/${customer}`);
    expect(staffView.body.data).toEqual({
      VACANCY: { granted: 6, used: 0, left: 6 },
      HIGHLIGHT: { granted: 1, used: 0, left: 1 },
      LONGER_RUN: { granted: 0, used: 0, left: 0 },
    });
    // Paid again (reopened and paid is not possible; the invoice path reuses the same handler): still once.
    await app.strapi.db.transaction(async () => {
      const hooks = await import('../dist/src/api/vacancy/services/hooks.js');
      await hooks.creditsFromPaidOrder(app.strapi)({ order: { id: order.id }, staff: null, now: new Date() });
    });
    expect((await admin.get(`/api/vacancy-credits/${customer}`)).body.data.VACANCY.granted).toBe(6);
    const fresh = await app.strapi.db.query('api::order.order').findOne({ where: { id: order.id } });
    expect(JSON.stringify(fresh.history)).toContain('vacancy credits: 6 vacancy credits, 1 highlight credit');
    expect((await admin.get('/api/vacancy-credits/nope')).status).toBe(404);
  });

  it('tells staff the order lines the credits came from and the vacancy count; the employer sees balances only', async () => {
    const customer = await h.customer();
    const empty = await admin.get(`/api/vacancy-credits/${customer}`);
    expect(empty.body.meta).toEqual({ grants: [], vacancies: 0 });
    const vacancyProduct = await h.product('VACANCY', { maxVacancies: 2, name: 'Vacaturepakket 2' });
    const longer = await h.product('VACANCY_OPTION', { vacancyOption: 'LONGER_RUN', name: 'Langere looptijd' });
    const order = await h.paidOrder(customer, [
      { product: vacancyProduct, quantity: 1 },
      { product: longer, quantity: 3 },
    ]);
    const poster = await h.employee(customer);
    expect((await poster.post('/api/employer/vacancies', { data: h.vacancy() })).status).toBe(201);
    await h.staffVacancy(customer);

    const res = await admin.get(`/api/vacancy-credits/${customer}`);
    expect(res.status).toBe(200);
    expect(res.body.data.VACANCY).toEqual({ granted: 2, used: 1, left: 1 });
    expect(res.body.meta.vacancies).toBe(2);
    const grants = res.body.meta.grants as { line: number; createdAt: string }[];
    expect([...grants].sort((a, b) => a.line - b.line)).toEqual([
      {
        order: { documentId: order.documentId, serial: order.serial },
        line: 1,
        description: 'Vacaturepakket 2',
        kind: 'VACANCY',
        amount: 2,
        createdAt: expect.any(String),
      },
      {
        order: { documentId: order.documentId, serial: order.serial },
        line: 2,
        description: 'Langere looptijd',
        kind: 'LONGER_RUN',
        amount: 3,
        createdAt: expect.any(String),
      },
    ]);
    expect(Number.isNaN(Date.parse(grants[0].createdAt))).toBe(false);

    // The vacancy admin's own answer: the balances, nothing about orders or grants.
    const own = await poster.get('/api/employer/credits');
    expect(Object.keys(own.body.data).sort()).toEqual(['credits', 'customer']);
    expect(own.body.meta).toBeUndefined();
    expect(JSON.stringify(own.body)).not.toMatch(/grants|serial|order/);
    // Staff without the credits action: 403.
    const editor = await app.login(EDITOR);
    expect((await editor.get(`/api/vacancy-credits/${customer}`)).status).toBe(403);
  });

  it('refuses a VACANCY_OPTION product with an unknown option (400)', async () => {
    const res = await admin.post('/api/products', {
      data: { type: 'VACANCY_OPTION', name: 'Vreemd', price: 100, taxPercentage: 21, vacancyOption: 'GOLD' },
    });
    expect(res.status).toBe(400);
  });
});

describe('vacancy admins post within the credit', () => {
  it('posts for their own customer, spends a credit per vacancy and an option credit, then 409 when none is left', async () => {
    const customer = await h.customer();
    const poster = await h.employee(customer);
    const none = await poster.post('/api/employer/vacancies', { data: h.vacancy() });
    expect(none.status).toBe(409);
    expect(none.body.error.details.code).toBe('no_vacancy_credit');
    expect(await countOf(customer)).toBe(0);

    await h.paidOrder(customer, [{ product: await h.product('VACANCY', { maxVacancies: 2 }), quantity: 1 }]);
    const first = await poster.post('/api/employer/vacancies', { data: h.vacancy() });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'PUBLISHED', highlighted: false });
    const stored = await app.strapi.db
      .query(VACANCY)
      .findOne({ where: { documentId: first.body.data.documentId }, populate: { employer: true } });
    expect(stored.employer.documentId).toBe(customer);
    expect(stored.creditUsed).toBe(true);

    // A highlight without a HIGHLIGHT credit: 409 and nothing spent or written.
    const highlighted = await poster.post('/api/employer/vacancies', { data: h.vacancy({ highlighted: true }) });
    expect(highlighted.status).toBe(409);
    expect(highlighted.body.error.details).toMatchObject({ code: 'no_vacancy_credit', kind: 'HIGHLIGHT' });
    expect((await credits(poster)).VACANCY).toEqual({ granted: 2, used: 1, left: 1 });

    // Bad input: 400 and the credit stays.
    const bad = await poster.post('/api/employer/vacancies', { data: h.vacancy({ title: '' }) });
    expect(bad.status).toBe(400);
    expect(codes(bad)).toMatchObject({ title: 'required' });
    expect((await credits(poster)).VACANCY.used).toBe(1);

    expect((await poster.post('/api/employer/vacancies', { data: h.vacancy() })).status).toBe(201);
    const over = await poster.post('/api/employer/vacancies', { data: h.vacancy() });
    expect(over.status).toBe(409);
    expect(await countOf(customer)).toBe(2);

    const list = await poster.get('/api/employer/vacancies');
    expect(list.body.meta.pagination.total).toBe(2);
  });

  it('turns on an option on an existing vacancy by spending its credit', async () => {
    const customer = await h.customer();
    const poster = await h.employee(customer);
    await h.paidOrder(customer, [
      { product: await h.product('VACANCY', { maxVacancies: 1 }), quantity: 1 },
      { product: await h.product('VACANCY_OPTION', { vacancyOption: 'LONGER_RUN' }), quantity: 1 },
    ]);
    const made = await poster.post('/api/employer/vacancies', { data: h.vacancy() });
    const id = made.body.data.documentId;
    const fromNow = new Date(made.body.data.publishFrom).getTime();
    const longer = { publishUntil: new Date(fromNow + 45 * 86_400_000).toISOString() };
    const tooLong = await poster.put(`/api/employer/vacancies/${id}`, { data: longer });
    expect(tooLong.status).toBe(400);
    expect(codes(tooLong)).toEqual({ publishUntil: 'vacancyRunTooLong' });
    const ok = await poster.put(`/api/employer/vacancies/${id}`, { data: { ...longer, longerRun: true } });
    expect(ok.status).toBe(200);
    expect((await credits(poster)).LONGER_RUN).toEqual({ granted: 1, used: 1, left: 0 });
    // Saving again with the option on spends nothing more.
    expect(
      (await poster.put(`/api/employer/vacancies/${id}`, { data: { longerRun: true, title: 'Chef' } })).status,
    ).toBe(200);
    expect((await credits(poster)).LONGER_RUN.used).toBe(1);
  });

  it('keeps vacancy admins to their own customer and its own fields', async () => {
    const mine = await h.customer();
    const theirs = await h.customer();
    const poster = await h.employee(mine);
    await h.paidOrder(mine, [{ product: await h.product('VACANCY', { maxVacancies: 5 }), quantity: 1 }]);
    const other = await h.staffVacancy(theirs);
    expect((await poster.get(`/api/employer/vacancies/${other.documentId}`)).status).toBe(404);
    expect((await poster.put(`/api/employer/vacancies/${other.documentId}`, { data: { title: 'x' } })).status).toBe(
      404,
    );
    const foreign = await poster.post('/api/employer/vacancies', { data: h.vacancy({ employer: theirs }) });
    expect(foreign.status).toBe(400);
    expect(codes(foreign)).toEqual({ employer: 'server_owned' });
    const owned = await poster.post('/api/employer/vacancies', { data: h.vacancy({ creditUsed: false }) });
    expect(codes(owned)).toEqual({ creditUsed: 'server_owned' });
    expect(
      (await poster.get('/api/employer/vacancies')).body.data.map((v: { documentId: string }) => v.documentId),
    ).not.toContain(other.documentId);
  });

  it('refuses employees without the vacancy-admin flag (403) and staff without a customer (403)', async () => {
    const customer = await h.customer();
    const companyAdmin = await h.employee(customer, { vacancyAdmin: false, companyAdmin: true });
    const refused = await companyAdmin.get('/api/employer/vacancies');
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.code).toBe('not_vacancy_admin');
    expect((await admin.get('/api/employer/credits')).status).toBe(403);
    // The editor role has no employer actions at all.
    expect((await (await app.login(EDITOR)).get('/api/employer/vacancies')).status).toBe(403);
    expect((await app.client().get('/api/employer/vacancies')).status).toBe(401);
  });
});

describe('the last credit, raced', () => {
  it('two vacancy admins posting the last credit at once: one 201, one 409, used never above granted', async () => {
    for (let round = 0; round < 3; round++) {
      const customer = await h.customer();
      const [one, two] = [await h.employee(customer), await h.employee(customer)];
      await h.paidOrder(customer, [{ product: await h.product('VACANCY', { maxVacancies: 1 }), quantity: 1 }]);
      const answers = await Promise.all([
        one.post('/api/employer/vacancies', { data: h.vacancy() }),
        two.post('/api/employer/vacancies', { data: h.vacancy() }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error.details.code).toBe('no_vacancy_credit');
      expect(await countOf(customer)).toBe(1);
      expect((await credits(one)).VACANCY).toEqual({ granted: 1, used: 1, left: 0 });
    }
  });

  it('the database itself refuses used above granted (no check in code can be skipped)', async () => {
    const customer = await h.customer();
    const row = await app.strapi.db.query('api::customer.customer').findOne({ where: { documentId: customer } });
    const knex = app.strapi.db.connection;
    await knex('vacancy_credit_balances').insert({ customer_id: row.id, kind: 'VACANCY', granted: 1, used: 1 });
    await expect(
      knex('vacancy_credit_balances').where({ customer_id: row.id, kind: 'VACANCY' }).increment('used', 1),
    ).rejects.toThrow(/check/i);
  });
});
