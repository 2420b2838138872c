import crypto from 'node:crypto';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { adminApi, createUser, latestMailTo, signIn } from './fixtures';

// Journey of a vacancy (issue #20): a customer buys a vacancy placement, its vacancy admin posts the vacancy
// through the employer API (a second one is refused: the credit is spent), a reader applies with a CV through
// the public job-board API, and staff move the application along the pipeline in the console.

const unique = () => crypto.randomBytes(3).toString('hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function post(api: APIRequestContext, path: string, data: Record<string, unknown>, status = 201) {
  const res = await api.post(path, { data: { data } });
  const body = await res.json();
  expect(res.status(), `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(status);
  return body.data;
}

test('a vacancy posted by a customer’s vacancy admin, applied to, and handled in the console', async ({
  page,
  baseURL,
}) => {
  const tag = unique();
  const staff = await createUser(baseURL!, 'administrator');
  const { api } = await adminApi(baseURL!);

  // The sale: a customer pays for one vacancy placement.
  const customer = await post(api, '/api/customers', {
    name: `Werkgever ${tag} B.V.`,
    email: `info-${tag}@example.com`,
  });
  const product = await post(api, '/api/products', {
    type: 'VACANCY',
    name: `Plaatsing ${tag}`,
    price: 34900,
    taxPercentage: 21,
    maxVacancies: 1,
  });
  const order = await post(api, '/api/orders', {
    currency: 'EUR',
    customer: customer.documentId,
    lines: [{ product: product.documentId, quantity: 1 }],
  });
  expect((await api.post(`/api/orders/${order.documentId}/pay`)).status()).toBe(200);

  // The customer's vacancy admin accepts the invitation and posts through the employer API.
  const email = `vacatures-${tag}@example.com`;
  await post(api, `/api/customers/${customer.documentId}/employees`, {
    email,
    firstName: 'Vera',
    lastName: 'Beheer',
    vacancyAdmin: true,
  });
  const code = /code=([A-Za-z0-9_-]+)/.exec((await latestMailTo(baseURL!, email)).text)![1];
  const anonymous = await request.newContext({ baseURL });
  const accepted = await anonymous.post('/api/customer-invitations/accept', {
    data: { code, password: 'Journey123!', passwordConfirmation: 'Journey123!' },
  });
  expect(accepted.status()).toBe(200);
  const login = await (
    await anonymous.post('/api/auth/local', { data: { identifier: email, password: 'Journey123!' } })
  ).json();
  const employer = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${login.jwt}` },
  });
  const title = `Verslaggever ${tag}`;
  const vacancy = {
    title,
    description: 'Je schrijft nieuws over de regio.',
    location: 'Zwolle',
    contactEmail: `hr-${tag}@example.com`,
    status: 'PUBLISHED',
    publishFrom: new Date(Date.now() - 60_000).toISOString(),
    publishUntil: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  };
  const posted = await post(employer, '/api/employer/vacancies', vacancy);
  const refused = await employer.post('/api/employer/vacancies', {
    data: { data: { ...vacancy, title: `${title} 2` } },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.details.code).toBe('no_vacancy_credit');

  // A reader (no session) finds it on the job board (JSON-LD) and applies with a CV.
  const reader = await request.newContext({ baseURL });
  const board = await (await reader.get(`/api/delivery/vacancies/${posted.slug}`)).json();
  expect(board.data.jobPosting).toMatchObject({ '@type': 'JobPosting', title });
  const applied = await reader.post(`/api/delivery/vacancies/${posted.slug}/applications`, {
    multipart: {
      data: JSON.stringify({ email: `lezer-${tag}@example.com`, firstName: 'Sanne', lastName: 'Lezer' }),
      'files.cv': { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(202);
  expect((await latestMailTo(baseURL!, `hr-${tag}@example.com`)).subject).toBe(`Nieuwe sollicitatie: ${title}`);

  // Staff handle the application in the console.
  await signIn(page, staff);
  await page.getByTestId('menu-group-vacancies').click();
  await page.getByTestId('menu-item-/vacancies').click();
  await page.getByLabel('Zoeken').fill(tag);
  await page.getByText(title).click();
  await expect(page.getByLabel('Titel')).toHaveValue(title);
  const row = page.getByTestId(`application-lezer-${tag}@example.com`);
  await expect(row).toContainText('Nieuw');
  await row.getByTestId('application-move-REVIEWING').click();
  await expect(row).toContainText('In behandeling');
  await row.getByTestId('application-move-INVITED').click();
  await expect(row).toContainText('Uitgenodigd');
  await expect(row.getByTestId('application-move-HIRED')).toBeVisible();
});
