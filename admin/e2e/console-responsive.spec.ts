import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './fixtures';

// Issue #17 C2: no screen of the menu scrolls sideways on a phone (390), a tablet (800) or at the
// overlay-menu boundary (992); lists keep their key columns. The routes are read from the menu itself,
// so a new menu item is checked without touching this file.

/** Every route of the administrator's menu, read from the overlay menu with its groups opened. */
const menuRoutes = async (page: Page): Promise<string[]> => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByTestId('menu-toggle').click();
  const overlay = page.locator('[data-sidebar-mode="overlay"]');
  await expect(overlay).toBeVisible();
  const closed = overlay.locator('[data-testid^="menu-group-"][aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const ids = await overlay
    .locator('[data-testid^="menu-item-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
  await page.keyboard.press('Escape');
  return [...new Set(ids.map((id) => id.replace('menu-item-', '')))];
};

const overflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

test('no screen of the menu scrolls sideways at 390, 800 or 992 px', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  const routes = await menuRoutes(page);
  expect(routes).toEqual(expect.arrayContaining(['/users', '/content', '/sales/customers', '/sales/invoices']));
  const wide: string[] = [];
  for (const width of [390, 800, 992]) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of routes) {
      await page.goto(route);
      // Lists: wait for their rows (or their empty state) before measuring.
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth } = await overflow(page);
      if (scrollWidth > innerWidth) wide.push(`${route} at ${width} px: ${scrollWidth} px wide`);
    }
  }
  expect(wide).toEqual([]);
});

test('a list keeps its key columns on small screens and shows every column on a wide one', async ({ page }) => {
  await signIn(page, ADMIN);
  const headers = () => page.locator('thead th').allInnerTexts();
  await page.goto('/users');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect((await headers()).filter((h) => h.trim())).toEqual(
    expect.arrayContaining(['Naam', 'E-mailadres', 'Type', 'Accountstatus', 'Tags']),
  );
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(async () => (await headers()).some((h) => h.includes('Tags'))).toBe(false);
  expect(await headers()).toEqual(expect.arrayContaining(['Naam', 'Accountstatus']));
  await page.setViewportSize({ width: 390, height: 900 });
  await expect.poll(async () => (await headers()).some((h) => h.includes('E-mailadres'))).toBe(false);
  expect(await headers()).toEqual(expect.arrayContaining(['Naam', 'Accountstatus']));
  // The top bar on a phone: the avatar without the name, the language as its code.
  await expect(page.getByTestId('profile-menu').locator('.profile-name')).toBeHidden();
  await expect(page.getByTestId('language-select')).toHaveText('NL');
});

test('an order and an invoice page do not scroll sideways on a phone; their lines table scrolls in its card', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 390, height: 900 });
  for (const list of ['/sales/invoices', '/sales/orders']) {
    await page.goto(list);
    await page.locator('tbody tr').first().click();
    await expect(page.getByTestId('order-lines-table')).toBeVisible();
    const { scrollWidth, innerWidth } = await overflow(page);
    expect(scrollWidth, `${page.url()} at 390 px`).toBeLessThanOrEqual(innerWidth);
  }
});
