/** Shortcuts the vacancy test files share: customers with signed-in vacancy admins, products, credits, vacancies. */
import type { TestApp } from './app';
import type { Client } from './client';
import { codeIn, latestMail } from './answers';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const PASSWORD = 'Welkom123!';

export function vacancyHelpers(current: () => { app: TestApp; admin: Client }) {
  let seq = 0;
  const next = () => ++seq;

  /** A customer made through the API; answers its documentId. */
  const customer = async (name = `Werkgever ${next()} B.V.`) => {
    const res = await current().admin.post('/api/customers', { data: { name, email: `info${next()}@werkgever.nl` } });
    if (res.status !== 201) throw new Error(`customer: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.documentId as string;
  };

  /** An employee of the customer who accepted the invitation and signed in (vacancy admin unless said otherwise). */
  const employee = async (customerId: string, flags: { vacancyAdmin?: boolean; companyAdmin?: boolean } = {}) => {
    const email = `medewerker${next()}@werkgever.nl`;
    const added = await current().admin.post(`/api/customers/${customerId}/employees`, {
      data: { email, firstName: 'Mede', lastName: `Werker ${seq}`, vacancyAdmin: flags.vacancyAdmin ?? true, ...flags },
    });
    if (added.status !== 201) throw new Error(`employee: ${added.status} ${JSON.stringify(added.body)}`);
    const code = codeIn((await latestMail(current().app, email)).text);
    const accepted = await current()
      .app.client()
      .post('/api/customer-invitations/accept', { code, password: PASSWORD, passwordConfirmation: PASSWORD });
    if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
    return current().app.login({ email, password: PASSWORD });
  };

  /** A VACANCY product (maxVacancies each) or a VACANCY_OPTION product; answers its documentId. */
  const product = async (type: 'VACANCY' | 'VACANCY_OPTION', extra: Record<string, unknown> = {}) => {
    const res = await current().admin.post('/api/products', {
      data: { type, name: `${type} ${next()}`, price: 19900, taxPercentage: 21, published: true, ...extra },
    });
    if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.documentId as string;
  };

  /** A paid order of these lines for the customer. */
  const paidOrder = async (customerId: string, lines: { product: string; quantity: number }[]) => {
    const made = await current().admin.post('/api/orders', { data: { currency: 'EUR', customer: customerId, lines } });
    if (made.status !== 201) throw new Error(`order: ${made.status} ${JSON.stringify(made.body)}`);
    const paid = await current().admin.post(`/api/orders/${made.body.data.documentId}/pay`);
    if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`);
    return paid.body.data;
  };

  /** A vacancy's fields, published now for a week unless overridden. */
  const vacancy = (extra: Record<string, unknown> = {}) => ({
    title: `Verslaggever ${next()}`,
    description: 'Je schrijft nieuws over de regio.',
    location: 'Utrecht',
    hoursMin: 32,
    hoursMax: 40,
    salaryMin: 320000,
    salaryMax: 410000,
    salaryPeriod: 'MONTH',
    contactName: 'Redactie',
    contactEmail: 'vacatures@werkgever.nl',
    status: 'PUBLISHED',
    publishFrom: new Date(Date.now() - HOUR).toISOString(),
    publishUntil: new Date(Date.now() + 7 * DAY).toISOString(),
    ...extra,
  });

  /** A vacancy made by staff for the customer; answers the created record. */
  const staffVacancy = async (customerId: string, extra: Record<string, unknown> = {}) => {
    const res = await current().admin.post('/api/vacancies', { data: vacancy({ employer: customerId, ...extra }) });
    if (res.status !== 201) throw new Error(`vacancy: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  return { customer, employee, product, paidOrder, vacancy, staffVacancy, next };
}
