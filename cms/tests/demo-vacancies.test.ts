// Demo vacancies (DEMO_VACANCIES): every vacancy screen has data, the demo vacancy admin signs in and sees the
// employer's vacancies and credits, and the job board shows the live ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import { DEMO_VACANCY_ADMIN } from '../src/bootstrap/demo-vacancies';

let app: TestApp;

beforeAll(async () => {
  app = await startApp({ DEMO_VACANCIES: 'true' });
});
afterAll(() => app?.stop());

describe('demo vacancies', () => {
  it('fill the three screens and the applications, once', async () => {
    const admin = await app.login(ADMIN);
    const total = async (path: string) => (await admin.get(path)).body.meta.pagination.total;
    expect(await total('/api/vacancies')).toBe(6);
    expect(await total('/api/vacancy-categories')).toBe(3);
    expect(await total('/api/vacancy-properties')).toBe(3);
    const applications = (await admin.get('/api/vacancy-applications?pagination[pageSize]=50')).body.data;
    expect(applications.map((a: { status: string }) => a.status).sort()).toEqual([
      'HIRED',
      'INVITED',
      'NEW',
      'REJECTED',
      'REVIEWING',
    ]);
    const { seedDemoVacancies } = await import('../dist/src/bootstrap/demo-vacancies.js');
    expect(await seedDemoVacancies(app.strapi)).toBe(false);
  });

  it('let the demo vacancy admin sign in, with the employer’s vacancies and credits', async () => {
    const poster = await app.login(DEMO_VACANCY_ADMIN);
    expect((await poster.get('/api/employer/vacancies')).body.meta.pagination.total).toBe(6);
    expect((await poster.get('/api/employer/credits')).body.data.credits.VACANCY).toEqual({
      granted: 5,
      used: 5,
      left: 0,
    });
    // The credits were bought: one paid order with a line per product, as a customer gets them.
    const employer = (
      await app.strapi.db.query('api::customer.customer').findOne({ where: { name: 'Dagblad Demo B.V.' } })
    ).documentId;
    const staff = (await (await app.login(ADMIN)).get(`/api/vacancy-credits/${employer}`)).body;
    expect(staff.meta.grants.map((g: any) => [g.kind, g.amount, g.line, Boolean(g.order?.documentId)])).toEqual(
      expect.arrayContaining([
        ['VACANCY', 5, 1, true],
        ['HIGHLIGHT', 2, 2, true],
        ['LONGER_RUN', 1, 3, true],
      ]),
    );
  });

  it('show the live ones on the job board, highlighted first', async () => {
    const board = (await app.client().get('/api/delivery/vacancies')).body.data;
    expect(board.map((v: { title: string }) => v.title)).toEqual([
      'Verslaggever regio Utrecht',
      'Accountmanager advertenties',
      'Eindredacteur online',
    ]);
  });
});
