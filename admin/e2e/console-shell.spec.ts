import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, createUser, signIn } from './fixtures';

// Issue #17, the console shell: typed input survives a resize or a layout switch, unsaved forms ask
// before leaving, no list scrolls sideways, ?layout= is for one visit, a missing record gets the
// error screen, and a new record opens with a toast that names it.

const unique = () => crypto.randomBytes(3).toString('hex');

const storedLayout = async (page: Page) =>
  (await (await page.request.get('/api/me')).json()).preferences?.layoutType as string | undefined;

test('typed text survives a resize below 992 px and a layout switch, and leaving asks first', async ({
  page,
  baseURL,
}) => {
  await signIn(page, await createUser(baseURL!, 'administrator'));
  await page.goto('/content/create');
  const title = page.getByLabel(/^titel/i);
  await title.fill('Halve kop');

  await page.setViewportSize({ width: 980, height: 900 });
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-mobile', 'true');
  await expect(title).toHaveValue('Halve kop');
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-mobile', 'false');
  await expect(title).toHaveValue('Halve kop');

  await page.getByTestId('theme-panel-toggle').click();
  await page.getByTestId('theme-layoutType-horizontal').check();
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'horizontal');
  await page.getByTestId('theme-layoutType-two-column').check();
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'two-column');
  await page.keyboard.press('Escape');
  await expect(title).toHaveValue('Halve kop');

  // SPEC section 8: "are you sure" first; staying keeps the text, "yes, disregard" leaves.
  await page.getByTestId('menu-item-/').click();
  await expect(page.getByTestId('unsaved-dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Op deze pagina blijven' }).click();
  await expect(page).toHaveURL(/\/content\/create$/);
  await expect(title).toHaveValue('Halve kop');
  await page.getByTestId('menu-item-/').click();
  await page.getByTestId('unsaved-disregard').click();
  await expect(page).toHaveURL(/\/$/);
});

test('the channel and customer forms ask before unsaved changes are dropped', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const [form, label] of [
    ['/sales/channels/create', 'Bedrijfsnaam'],
    ['/sales/customers/create', 'Bedrijfsnaam'],
  ]) {
    await page.goto(form);
    await page.getByLabel(label, { exact: true }).first().fill(`Wijziging ${unique()}`);
    await page.getByTestId('menu-item-/').click();
    await expect(page.getByTestId('unsaved-dialog')).toBeVisible();
    await page.getByTestId('unsaved-disregard').click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('?layout= switches the layout for that visit only; the theme panel saves', async ({ page, baseURL }) => {
  await signIn(page, await createUser(baseURL!, 'administrator'));
  const own = await storedLayout(page);
  await page.goto('/?layout=detached');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'detached');
  // Still detached while moving around in this visit.
  await page.getByTestId('menu-item-/users').click();
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'detached');
  expect(await storedLayout(page)).toBe(own);

  await page.goto('/');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', own ?? 'vertical');

  await page.getByTestId('theme-panel-toggle').click();
  await page.getByTestId('theme-layoutType-detached').check();
  await expect.poll(() => storedLayout(page)).toBe('detached');
});

test('a record that does not exist shows the not-found screen, on edit and on show routes', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const path of ['/content/doesnotexist123', '/sales/orders/doesnotexist123/show', '/sales/channels/nope']) {
    await page.goto(path);
    await expect(page.getByTestId('error-not-found')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('table')).toHaveCount(0);
  }
  await page.getByTestId('error-home').click();
  await expect(page).toHaveURL(/\/$/);
});

test('a new article opens at the top with a toast that names it', async ({ page, baseURL }) => {
  await signIn(page, await createUser(baseURL!, 'administrator'));
  const title = `Kop ${unique()}`;
  await page.setViewportSize({ width: 1400, height: 600 });
  await page.goto('/content/create');
  await page.getByLabel(/^titel/i).fill(title);
  await page.locator('.ProseMirror').fill('Tekst van het artikel.');
  await page.getByRole('button', { name: /opslaan/i }).click();

  await expect(page.getByText(`Artikel „${title}” aangemaakt`)).toBeVisible();
  await expect(page).toHaveURL(/\/content\/[a-z0-9]+$/);
  await expect(page.getByLabel(/^titel/i)).toHaveValue(title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Every resource names its new record the same way (here a tag, in English).
  await page.getByTestId('language-select').click();
  await page.getByTestId('language-option-en').click();
  const tag = `tag-${unique()}`;
  await page.goto('/content/tags/create');
  await page.getByLabel(/^name/i).fill(tag);
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText(`Tag “${tag}” created`)).toBeVisible();
  await expect(page).toHaveURL(/\/content\/tags\/[a-z0-9]+$/);
});
