import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, createUser, EDITOR, signIn } from './fixtures';

// Journey of the top-bar search (issue #17, C7): a customer found by name from the top bar, under Klanten, opened;
// "show all" opens the customer list searched for the same words; an editor without sales rights sees no customers.

test('staff find a customer from the top bar, open it, and show all customers with that name', async ({
  page,
  baseURL,
}) => {
  const { api } = await adminApi(baseURL!);
  const name = `Duin Media ${crypto.randomBytes(3).toString('hex')} B.V.`;
  const created = await api.post('/api/customers', {
    data: {
      data: { name, addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht' }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, await createUser(baseURL!, 'administrator'));
  await page.getByTestId('search-input').fill('Duin Media');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Duin%20Media$/);

  const customers = page.getByRole('region', { name: 'Klanten' });
  await expect(customers.getByRole('heading', { name: 'Klanten' })).toBeVisible();
  const hits = customers.getByTestId('search-result');
  await expect(hits.first()).toBeVisible();
  // Every customer hit starts with the words typed (demo customers may be among them, a few at most).
  for (const text of await hits.allTextContents()) expect(text).toMatch(/^Duin Media/);
  expect(await hits.count()).toBeLessThanOrEqual(5);
  const first = (await hits.first().locator('.MuiListItemText-primary').textContent())!;
  await hits.first().click();
  await expect(page).toHaveURL(/\/sales\/customers\/\w+$/);
  await expect(page.getByText(`Klant: ${first}`)).toBeVisible();

  // "Show all": the customer list, searched for the same words, holds the new customer.
  await page.goBack();
  await page.getByTestId('search-show-all-customer').click();
  await expect(page).toHaveURL(/\/sales\/customers\?/);
  await expect(page.getByRole('textbox', { name: 'Zoeken' })).toHaveValue('Duin Media');
  await expect(page.getByText(name)).toBeVisible();
});

test('an editor without sales rights finds content, but no customers or invoices', async ({ page }) => {
  await signIn(page, EDITOR);
  await page.goto('/search?q=Duin%20Media');
  await expect(page.getByTestId('search-no-results').or(page.getByTestId('search-group-content'))).toBeVisible();
  await expect(page.getByTestId('search-group-customer')).toHaveCount(0);
  await expect(page.getByTestId('search-group-invoice')).toHaveCount(0);
});
