import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, signIn } from './fixtures';
import { expectWorkingScreen, navigate, watchApi } from './screens';

// Issue #23 "Quality": every route of SPEC section 2 opens a working screen for the administrator (a heading, no
// not-found, unauthorized or server-error screen, no error toast, no failed API call). One browser context,
// one page load, then each route in turn as a link would open it. /meet is there because the journeys' server
// has a meeting server configured (playwright.config.ts); without one it is hidden (cms/tests/meet.test.ts).

/** SPEC section 2, "Product routes" and "Sidebar routes", in the spec's order (/login is the sign-in itself). */
const SPEC_ROUTES = [
  '/changelog',
  '/privacy',
  '/',
  '/users',
  '/partners',
  '/partners/categories',
  '/content',
  '/content/statistics',
  '/content/dossiers',
  '/content/dossiers/categories',
  '/content/pages',
  '/content/tags',
  '/content/blocks',
  '/content/redirects',
  '/content/pages/categories',
  '/content/authors',
  '/content/categories',
  '/comments',
  '/events',
  '/events/categories',
  '/marketing',
  '/marketing/content',
  '/marketing/bundles',
  '/marketing/zones',
  '/marketing/zone-groups',
  '/mail',
  '/mail/statistics',
  '/mail/campaigns',
  '/mail/legacy/campaigns',
  '/mail/segments',
  '/mail/emailtemplates',
  '/mail/lists',
  '/mail/triggers',
  '/push',
  '/push/campaigns',
  '/forms',
  '/sales',
  '/sales/overview',
  '/sales/customers',
  '/sales/invoices',
  '/sales/orders',
  '/sales/products',
  '/sales/products/categories',
  '/sales/channels',
  '/vacancies',
  '/vacancies/categories',
  '/vacancies/properties',
  '/files',
  '/settings',
  '/settings/general',
  '/settings/tags',
  '/settings/emails',
  '/settings/social',
  '/settings/log',
  '/meet',
];

/** Screens the menu or SPEC section 2's "Other screens" reach that have no line of their own in the route list. */
const OTHER_ROUTES = [
  '/forms/threads',
  '/events/tickets',
  '/events/check-in',
  '/exports',
  '/settings/log/emails',
  '/settings/emails/meet-support',
];

/** Lists whose first demo record is opened too (a row opens its record page, as a click on it does). */
const RECORD_LISTS = [
  '/users',
  '/partners',
  '/content',
  '/content/dossiers',
  '/content/pages',
  '/events',
  '/marketing/content',
  '/marketing/zones',
  '/mail/campaigns',
  '/mail/segments',
  '/mail/emailtemplates',
  '/mail/lists',
  '/mail/triggers',
  '/forms',
  '/forms/threads',
  '/sales/customers',
  '/sales/invoices',
  '/sales/orders',
  '/sales/products',
  '/sales/channels',
  '/vacancies',
  '/events/tickets',
  '/settings/log',
];

test('every route of SPEC section 2 opens a working screen for the administrator', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { api } = await adminApi(baseURL!);
  const someone = (await (await api.get('/api/profiles?pagination[pageSize]=1&sort=id:desc')).json()).data[0];
  expect(someone?.documentId).toBeTruthy();

  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await signIn(page, ADMIN);
  const me = await (await page.request.get('/api/me')).json();
  const watch = watchApi(page);
  await watch.settle();

  const routes = [
    ...SPEC_ROUTES,
    // The parameterised ones: the top-bar search, the own account and another demo profile.
    '/search?q=Anna',
    `/users/${me.profile.documentId}`,
    `/users/${someone.documentId}`,
    ...OTHER_ROUTES,
  ];
  const started = Date.now();
  let opened = 0;
  for (const route of routes) {
    watch.reset();
    await navigate(page, route);
    await expectWorkingScreen(page, watch, route);
    if (!RECORD_LISTS.includes(route)) continue;
    const row = page.locator('#main-content tbody .RaDataTable-row').first();
    await expect(row, `${route}: a demo record`).toBeVisible();
    watch.reset();
    await row
      .locator('td')
      .filter({ hasNot: page.locator('input, button, a') })
      .first()
      .click();
    await expect(page).not.toHaveURL((url) => url.pathname === route);
    await expectWorkingScreen(page, watch, `${route}: ${new URL(page.url()).pathname}`);
    opened += 1;
  }
  test.info().annotations.push({
    type: 'routes',
    description: `${routes.length} routes and ${opened} records in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  });
});
