import { expect, test } from '@playwright/test';
import { createUser, signIn } from './fixtures';

test('staff save a filter on the invoice list, reload, and apply it again', async ({ page, baseURL }) => {
  const staff = await createUser(baseURL!, 'administrator');
  await signIn(page, staff);
  await page.goto('/sales/invoices');
  const search = page.getByRole('textbox', { name: /zoeken/i });

  // The closed invoices of one search, as the list shows them now.
  await page.getByTestId('invoice-tab-closed').click();
  await search.fill('Journey');
  await expect(page).toHaveURL(/Journey/);
  await page.getByTestId('saved-filters-button').click();
  await page.getByTestId('saved-filters-save').click();
  await page.getByTestId('saved-filter-name').fill('Gesloten journeys');
  await page.getByTestId('saved-filter-submit').click();
  await expect(page.getByText('Filter "Gesloten journeys" opgeslagen')).toBeVisible();

  // Somewhere else in the list, then a fresh page: the saved filter comes from the server.
  await page.getByTestId('invoice-tab-pending').click();
  await search.fill('');
  await expect(page).not.toHaveURL(/Journey/);
  await page.reload();
  await expect(page.getByTestId('invoice-tab-pending')).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('');

  await page.getByTestId('saved-filters-button').click();
  await page.getByTestId('saved-filters-menu').getByText('Gesloten journeys').click();
  await expect(page.getByTestId('invoice-tab-closed')).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('Journey');
  await expect(page).toHaveURL(/CLOSED/);

  // Another user does not see it.
  const other = await createUser(baseURL!, 'administrator');
  await page.goto('/logout');
  await expect(page.getByTestId('logout-done')).toBeVisible();
  await signIn(page, other);
  await page.goto('/sales/invoices');
  await page.getByTestId('saved-filters-button').click();
  await expect(page.getByTestId('saved-filters-empty')).toBeVisible();
});
