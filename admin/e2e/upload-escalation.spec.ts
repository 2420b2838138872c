import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { adminApi, createUser, signIn, type Person } from './fixtures';

// Issue "hardening" S1: an editor's HTML page under /uploads, opened by an administrator, made the editor
// administrator (the page's script read nb_csrf and sent PUT /api/users/{id} with the admin's cookie).
const uploadsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'cms', 'public', 'uploads');

/** The attacker's script: with the reader's cookie and CSRF token, give user `userId` role `roleId`. */
const escalation = (userId: number, roleId: number) => `
  const csrf = decodeURIComponent((document.cookie.match(/(?:^|; )nb_csrf=([^;]+)/) || [])[1] || '');
  fetch('/api/users/${userId}', { method: 'PUT', credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify({ role: ${roleId} }) })
    .then((r) => { document.title = 'escalation ' + r.status; });`;

async function roleOf(api: APIRequestContext, person: Person): Promise<string> {
  const res = await api.get(`/api/users?filters[email][$eq]=${encodeURIComponent(person.email)}&populate=role`);
  const [user] = await res.json();
  return user.role.type;
}
async function userId(api: APIRequestContext, person: Person): Promise<number> {
  const [user] = await (await api.get(`/api/users?filters[email][$eq]=${encodeURIComponent(person.email)}`)).json();
  return user.id;
}
const adminRoleId = async (api: APIRequestContext) =>
  (await (await api.get('/api/users-permissions/roles')).json()).roles.find((r) => r.type === 'administrator')
    .id as number;

async function signedInAdmin(page: Page, baseURL: string) {
  await signIn(page, await createUser(baseURL, 'administrator'));
}

test('the editor cannot upload an HTML page through the media library', async ({ page, baseURL }) => {
  await signIn(page, await createUser(baseURL!, 'editor'));
  await page.goto('/content/create');
  const input = page.getByTestId('media-cover').locator('input[type=file]');
  await input.setInputFiles({
    name: 'x.png.html',
    mimeType: 'image/png',
    buffer: Buffer.from(`<html><script>${escalation(1, 1)}</script></html>`),
  });
  await expect(page.getByTestId('error-toast')).toContainText('Bestandstype niet toegestaan');
  await expect(page.getByTestId('media-cover').locator('img')).toHaveCount(0);
});

test("a page under /uploads does not run with the administrator's cookie", async ({ page, baseURL }) => {
  const { api } = await adminApi(baseURL!);
  const roleId = await adminRoleId(api);

  // Control: the same script, run in the console's own page, does make an editor administrator.
  const control = await createUser(baseURL!, 'editor');
  await signedInAdmin(page, baseURL!);
  await page.evaluate(escalation(await userId(api, control), roleId));
  await expect.poll(() => roleOf(api, control)).toBe('administrator');

  // A file that got into /uploads some other way, opened by the administrator: a download, and sandboxed.
  const editor = await createUser(baseURL!, 'editor');
  const name = `e2e-escalation-${crypto.randomBytes(4).toString('hex')}.html`;
  const file = path.join(uploadsDir, name);
  fs.mkdirSync(uploadsDir, { recursive: true });
  fs.writeFileSync(file, `<html><body><script>${escalation(await userId(api, editor), roleId)}</script></body></html>`);
  try {
    const headers = (await page.request.get(`/uploads/${name}`)).headers();
    expect(headers['content-disposition']).toMatch(/^attachment/);
    expect(headers['content-security-policy']).toMatch(/^sandbox/);
    expect(headers['x-content-type-options']).toBe('nosniff');

    const download = page.waitForEvent('download');
    await page.goto(`/uploads/${name}`).catch(() => undefined); // a download aborts the navigation
    expect((await download).suggestedFilename()).toBe(name);
    // Embedded in the console's own page, it still gets no origin of its own to act from.
    await page.goto('/');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, `/uploads/${name}`);
    await page.waitForTimeout(2_000);
    expect(await roleOf(api, editor)).toBe('editor');
  } finally {
    fs.rmSync(file, { force: true });
  }
});
