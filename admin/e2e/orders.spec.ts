import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, createUser, signIn } from './fixtures';

// Journey of the orders screens (issue "Sales I"): an order for a customer who does not exist yet, with the
// currency chosen before the products, then closed, reopened and cancelled from the order's page.

const unique = () => crypto.randomBytes(3).toString('hex');

test('staff take an order for a new customer, then close, reopen and cancel it', async ({ page, baseURL }) => {
  const staff = await createUser(baseURL!, 'administrator');
  const company = `Journey Drukkerij ${unique()} B.V.`;
  await signIn(page, staff);

  await page.goto('/sales/orders/create');
  // SPEC section 5: no products before a currency.
  await expect(page.getByTestId('currency-first')).toBeVisible();
  await expect(page.getByTestId('add-line')).toBeDisabled();
  await page.getByLabel('Valuta').click();
  await page.getByRole('option', { name: 'EUR' }).click();
  await expect(page.getByTestId('add-line')).toBeEnabled();

  // No customer chosen: the addressee becomes the new customer.
  await expect(page.getByTestId('new-customer-note')).toContainText('nieuwe klant');
  await page.getByLabel('Bedrijfsnaam').fill(company);
  await page.getByLabel('Postcode').fill('3512 JE');
  await page.getByLabel('Plaats').fill('Utrecht');

  await page.getByTestId('add-line').click();
  await page.getByRole('combobox', { name: 'Product' }).fill('Jaarboek');
  await page.getByRole('option', { name: /Jaarboek 2026/ }).click();
  await page.getByLabel('Aantal').fill('2');
  // € 24,95 × 2 = € 49,90; 9% VAT = € 4,49; total € 54,39.
  await expect(page.getByTestId('line-amount')).toContainText('49,90');
  await expect(page.getByTestId('order-form')).toContainText('54,39');
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page).toHaveURL(/\/sales\/orders\/[^/]+\/show$/);
  await expect(page.getByText(company).first()).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('Openstaand');

  await page.getByTestId('order-action-close').click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Afgesloten');
  await page.getByTestId('order-action-reopen').click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Openstaand');
  await page.getByTestId('order-action-cancel').click();
  await page.getByRole('button', { name: 'Bestelling annuleren' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Geannuleerd');
  await expect(page.getByTestId('order-action-reopen')).toHaveCount(0);

  // The history says who did what, and the server agrees on the amounts and the new customer.
  const history = page.getByTestId('order-history');
  for (const step of ['Aangemaakt', 'Afgesloten', 'Heropend', 'Geannuleerd']) await expect(history).toContainText(step);
  const { api } = await adminApi(baseURL!);
  const id = /\/sales\/orders\/([^/]+)\/show$/.exec(page.url())![1];
  const stored = (await (await api.get(`/api/orders/${id}?populate=customer`)).json()).data;
  expect(stored).toMatchObject({ status: 'CANCELLED', currency: 'EUR', subtotal: 4990, taxTotal: 449, total: 5439 });
  expect(stored.customer.name).toBe(company);
  expect(stored.history.map((h) => h.action)).toEqual(['create', 'close', 'reopen', 'cancel']);
  expect(stored.history.every((h) => h.by.name === staff.email)).toBe(true);
});
