import { expect, test } from '@playwright/test';
import { NEWER_BASE_URL } from './playwright.config';
import { ADMIN, EDITOR, createUser, signIn } from './fixtures';

test('Dutch by default, English after switching, and still English after a reload', async ({ page, baseURL }) => {
  const person = await createUser(baseURL!, 'administrator');
  await signIn(page, person);
  await expect(page.getByTestId('menu-item-/users')).toContainText('Profielen');
  await page.getByTestId('language-select').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.getByTestId('menu-item-/users')).toContainText('Profiles');
  await page.reload();
  await expect(page.getByTestId('menu-item-/users')).toContainText('Profiles');
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile.locale).toBe('EN');
});

test('layout and theme changes apply at once and are kept after a reload; reset gives the documented defaults', async ({
  page,
  baseURL,
}) => {
  const person = await createUser(baseURL!, 'administrator');
  await signIn(page, person);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-sidebar-color', 'dark');
  await page.getByTestId('theme-panel-toggle').click();
  await page.getByTestId('theme-leftSidebarType-light').check();
  await page.getByTestId('theme-topbar-light').check();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-sidebar-color', 'light');
  await page.waitForResponse((r) => r.url().endsWith('/api/me/preferences') && r.status() === 200);
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-sidebar-color', 'light');

  await page.getByTestId('theme-panel-toggle').click();
  await page.getByTestId('theme-reset').click();
  await expect(page.getByTestId('horizontal-nav')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/me')).json()).preferences)
    .toMatchObject({
      layoutType: 'horizontal',
      layoutWidth: 'fluid',
      menuPosition: 'fixed',
      leftSidebarType: 'light',
      leftSidebarSize: 'default',
      topbar: 'dark',
    });
  await page.goto('/?layout=detached');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'detached');
});

test('the restricted editor sees fewer menu items and gets 403 from a forbidden API route', async ({ page }) => {
  await signIn(page, ADMIN);
  const adminItems = await page.locator('[data-testid^="menu-item-"]').count();
  await expect(page.getByTestId('menu-item-/users')).toBeVisible();
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('profile-menu-logout').click();
  await expect(page.getByTestId('logout-done')).toBeVisible();

  await signIn(page, EDITOR);
  await expect(page.getByTestId('menu-item-/')).toBeVisible();
  await expect(page.getByTestId('menu-item-/users')).toHaveCount(0);
  expect(await page.locator('[data-testid^="menu-item-"]').count()).toBeLessThan(adminItems);
  const forbidden = await page.request.get('/api/profiles');
  expect(forbidden.status()).toBe(403);
  await page.goto('/users');
  await expect(page.getByText(/niet gemachtigd|not authorized/i)).toBeVisible();
});

test("an API error shows a toast top right with its name (in the user's language) and status, for 10 seconds", async ({
  page,
  baseURL,
}) => {
  const person = await createUser(baseURL!, 'editor');
  await signIn(page, person);
  const me = await (await page.request.get('/api/me')).json();
  await page.goto(`/users/${me.profile.documentId}`);
  await page.getByLabel(/^website/i).fill('geen url');
  await page.getByTestId('profile-submit').click();
  const toast = page.getByTestId('error-toast');
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('error-toast-title')).toHaveText('Ongeldige invoer');
  await expect(page.getByTestId('error-toast-text')).toContainText('400');
  const box = await toast.boundingBox();
  expect(box!.x + box!.width).toBeGreaterThan(1400 - 80);
  expect(box!.y).toBeLessThan(120);
  await expect(page.getByLabel(/^website/i)).toHaveValue('geen url');
  await expect(toast).toHaveCount(0, { timeout: 13_000 });
});

test('the 404 and 401 screens lead home', async ({ page }) => {
  await signIn(page, EDITOR);
  await page.goto('/bestaat/niet');
  await expect(page.getByTestId('error-home')).toBeVisible();
  await page.getByTestId('error-home').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings/log');
  await expect(page.getByText(/niet gemachtigd|not authorized/i)).toBeVisible();
});

test('leaving a form with unsaved changes asks first', async ({ page, baseURL }) => {
  const person = await createUser(baseURL!, 'editor');
  await signIn(page, person);
  const me = await (await page.request.get('/api/me')).json();
  await page.goto(`/users/${me.profile.documentId}`);
  await page.getByLabel(/^voornaam/i).fill('Gewijzigd');
  await page.getByTestId('menu-item-/').click();
  await expect(page.getByTestId('unsaved-dialog')).toBeVisible();
  await page.getByTestId('unsaved-disregard').click();
  await expect(page).toHaveURL(/\/$/);
});

test('a newer server shows the update modal that cannot be dismissed', async ({ page }) => {
  await page.goto(`${NEWER_BASE_URL}/login`);
  const modal = page.getByTestId('update-modal');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('99.0.0');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('update-refresh')).toBeVisible();
});

test('the top-bar search goes to /search with the query and clears the box', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByTestId('search-input').fill('jansen');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=jansen$/);
  await expect(page.getByTestId('search-input')).toHaveValue('');
  // Other journeys create profiles named Jansen too; the demo editor must be among the results.
  await expect(page.getByTestId('search-result').filter({ hasText: 'Eric Jansen' }).first()).toBeVisible();
});

test('below 992 px the menu is an overlay that closes after navigation', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, ADMIN);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByTestId('menu-toggle').click();
  const overlay = page.locator('[data-testid="sidebar"][data-sidebar-mode="overlay"]');
  await expect(overlay).toBeVisible();
  await overlay.getByTestId('menu-item-/users').click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(overlay).toHaveCount(0);
});

test('the shell keeps its measures: sidebar 240/70/160 px, top bar 70 px, boxed 1300 px', async ({ page, baseURL }) => {
  const person = await createUser(baseURL!, 'administrator');
  await signIn(page, person);
  const width = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.width;
  expect(await width('sidebar')).toBe(240);
  expect((await page.getByTestId('topbar').boundingBox())!.height).toBe(70);
  await page.getByTestId('theme-panel-toggle').click();
  await page.getByTestId('theme-leftSidebarSize-condensed').check();
  await expect.poll(() => width('sidebar')).toBe(70);
  await page.getByTestId('theme-leftSidebarSize-compact').check();
  await expect.poll(() => width('sidebar')).toBe(160);
  await page.getByTestId('theme-layoutWidth-boxed').check();
  await page.keyboard.press('Escape');
  await expect.poll(() => width('app-shell')).toBe(1300);
});
