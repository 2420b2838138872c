import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './fixtures';
import {
  apiHostOf,
  callApi,
  consoleUrl,
  HOST_RESOLVER_RULES,
  startTenants,
  type Tenant,
  type Tenants,
} from './tenants';

// SPEC 7's multi-tenant option (docs/multi-tenant.md): one console build on krant.example.nl and blad.example.nl,
// each reaching its own CMS at <tenant>.api.example.nl with its own session cookie. Setup in ./tenants.ts.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', HOST_RESOLVER_RULES],
  },
});

const run = Date.now().toString(36);
// A 1×1 PNG: the upload policy judges the bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const tagOf = (tenant: Tenant) => ({ name: `Alleen ${tenant} ${run}`, slug: `alleen-${tenant}-${run}` });
let tenants: Tenants | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  tenants = await startTenants();
  for (const tenant of ['krant', 'blad'] as const) {
    const signedIn = await callApi(tenant, 'POST', '/api/auth/local', {
      body: { identifier: ADMIN.email, password: ADMIN.password },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const { jwt } = signedIn.body as { jwt: string };
    // The journey is about the tenants, not the first-sign-in tour.
    const seen = await callApi(tenant, 'PUT', '/api/me/preferences', {
      jwt,
      body: { preferences: { tourCompleted: 1 } },
    });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    const tag = await callApi(tenant, 'POST', '/api/tags', { jwt, body: { data: tagOf(tenant) } });
    expect(tag.status, JSON.stringify(tag.body)).toBe(201);
  }
});

test.afterAll(async () => {
  await tenants?.stop();
});

const signIn = async (page: Page, tenant: Tenant) => {
  await page.goto(consoleUrl(tenant, '/login'));
  await page.getByLabel(/e-mail/i).fill(ADMIN.email);
  await page
    .getByLabel(/wachtwoord|password/i)
    .first()
    .fill(ADMIN.password);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/auth/local'));
  await page.getByTestId('login-submit').click();
  expect((await answer).url()).toBe(`http://${apiHostOf(tenant)}/api/auth/local`);
  await expect(page.getByTestId('topbar')).toBeVisible();
};

const tagsShown = async (page: Page, tenant: Tenant) => {
  await page.goto(consoleUrl(tenant, '/settings/tags'));
  await page.getByTestId('tag-search').fill(run);
};

test("each tenant's console reaches its own API, data and session", async ({ page, context }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (/\/(api|graphql|uploads)\//.test(new URL(req.url()).pathname)) calls.push(new URL(req.url()).host);
  });
  // A call the browser refused (CORS, a cookie not sent) would show here; calls cut short by a navigation do not count.
  const refused: string[] = [];
  page.on('requestfailed', (req) => {
    if (!/ERR_ABORTED/.test(req.failure()?.errorText ?? '')) refused.push(`${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Access-Control/i.test(message.text())) refused.push(message.text());
  });
  const krant = tagOf('krant');
  const blad = tagOf('blad');

  // krant's console signs in at krant's API host and shows krant's data only.
  await signIn(page, 'krant');
  await tagsShown(page, 'krant');
  await expect(page.getByTestId(`tag-row-${krant.slug}`)).toBeVisible();
  await expect(page.getByTestId(`tag-row-${blad.slug}`)).toHaveCount(0);
  // The page cannot read the API host's cookies: the CSRF token came in a header, and a change goes through.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/nb_csrf/);
  await page.getByTestId(`tag-rename-${krant.slug}`).click();
  await page.getByTestId('tag-rename-name').fill(`Hernoemd krant ${run}`);
  const renamed = page.waitForResponse(
    (res) => res.request().method() !== 'GET' && res.url().includes('/tag-manager/'),
  );
  await page.getByTestId('tag-rename-save').click();
  expect((await renamed).status()).toBe(200);
  await expect(page.getByTestId(`tag-row-${krant.slug}`)).toContainText(`Hernoemd krant ${run}`);

  // An upload (XMLHttpRequest with its progress) lands on krant's API host and its preview loads from there.
  const image = `krant-${run}.png`;
  await page.goto(consoleUrl('krant', '/files'));
  await page
    .getByTestId('files-dropzone')
    .locator('input[type=file]')
    .setInputFiles([{ name: image, mimeType: 'image/png', buffer: PNG }]);
  const preview = page.locator(`[data-testid="files-file"][data-filename="${image}"] img`);
  await expect(preview).toHaveAttribute('src', new RegExp(`^http://${apiHostOf('krant')}/uploads/`));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // blad's console in the same browser is not signed in: krant's session is krant's.
  await page.goto(consoleUrl('blad', '/settings/tags'));
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'blad');
  await tagsShown(page, 'blad');
  await expect(page.getByTestId(`tag-row-${blad.slug}`)).toBeVisible();
  await expect(page.getByTestId(`tag-row-${krant.slug}`)).toHaveCount(0);

  // Two sessions side by side, each a host-only cookie of its own API host; krant's console is still signed in.
  const cookies = await context.cookies();
  const sessionOf = (tenant: Tenant) =>
    cookies.find((c) => c.name === 'nb_session' && c.domain === apiHostOf(tenant).split(':')[0]);
  expect(sessionOf('krant')?.sameSite).toBe('Lax');
  expect(sessionOf('blad')?.value).toBeTruthy();
  expect(sessionOf('krant')?.value).not.toBe(sessionOf('blad')?.value);
  expect(cookies.filter((c) => c.name === 'nb_session')).toHaveLength(2);
  await tagsShown(page, 'krant');
  await expect(page.getByTestId(`tag-row-${krant.slug}`)).toContainText(`Hernoemd krant ${run}`);

  // krant's session is no key to blad's API; blad still has its own tag under its own name.
  const foreign = await callApi('blad', 'GET', '/api/me', { cookie: `nb_session=${sessionOf('krant')!.value}` });
  expect(foreign.status).toBe(401);
  const own = await callApi('krant', 'GET', '/api/me', { cookie: `nb_session=${sessionOf('krant')!.value}` });
  expect(own.status).toBe(200);

  // Every API call went to a tenant's API host, none to the console's own origin.
  expect(refused).toEqual([]);
  expect(calls.length).toBeGreaterThan(5);
  expect(new Set(calls)).toEqual(new Set([apiHostOf('krant'), apiHostOf('blad')]));
});
