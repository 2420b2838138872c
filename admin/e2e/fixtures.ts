import crypto from 'node:crypto';
import { type APIRequestContext, type Page, expect, request, test } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
export const EDITOR = { email: 'editor@example.com', password: 'Editor123!' };
export type Person = { email: string; password: string };

/** The administrator as an API script (Bearer token), for setting up data behind the console. */
export async function adminApi(baseURL: string): Promise<{ api: APIRequestContext; jwt: string }> {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/auth/local', { data: { identifier: ADMIN.email, password: ADMIN.password } });
  expect(res.status()).toBe(200);
  const { jwt } = await res.json();
  return { api: await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${jwt}` } }), jwt };
}

/** A fresh console user with the given role, so journeys that change preferences do not meet. */
export async function createUser(baseURL: string, roleType: 'administrator' | 'editor'): Promise<Person> {
  const { api } = await adminApi(baseURL);
  const roles = await (await api.get('/api/users-permissions/roles')).json();
  const role = roles.roles.find((r) => r.type === roleType);
  const person = { email: `e2e-${crypto.randomBytes(4).toString('hex')}@example.com`, password: 'Journey123!' };
  const res = await api.post('/api/users', {
    data: { username: person.email, email: person.email, password: person.password, role: role.id, confirmed: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return person;
}

/**
 * Journeys start as a user who has seen the guided tour (issue #23), so its first-sign-in steps do not cover the
 * screen they are about; `admin/e2e/tour.spec.ts` signs in with `{ tour: true }` to see it.
 */
async function markTourSeen(person: Person) {
  const baseURL = test.info().project.use.baseURL!;
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/auth/local', { data: { identifier: person.email, password: person.password } });
  expect(res.status(), await res.text()).toBe(200);
  const { jwt } = await res.json();
  const saved = await api.put('/api/me/preferences', {
    data: { preferences: { tourCompleted: 1 } },
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await api.dispose();
}

export async function signIn(page: Page, person: Person, options: { tour?: boolean } = {}) {
  if (!options.tour) await markTourSeen(person);
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(person.email);
  await page
    .getByLabel(/wachtwoord|password/i)
    .first()
    .fill(person.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('topbar')).toBeVisible();
}

/** The newest outbox message to an address, read as the administrator (waits up to 5 s: some mails go out after the answer). */
export async function latestMailTo(baseURL: string, email: string) {
  const { api } = await adminApi(baseURL);
  for (let i = 0; ; i++) {
    const res = await api.get(
      `/api/outbox-messages?filters[to][$eq]=${encodeURIComponent(email)}&sort[0]=createdAt:desc&pagination[pageSize]=1`,
    );
    const body = await res.json();
    if (body.data[0] || i >= 50) return body.data[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
