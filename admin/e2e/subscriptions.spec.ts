import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminApi, createUser, signIn } from './fixtures';

// Journey of recurring revenue (issue #19): a subscription product sold to a customer with a signed mandate;
// the order is invoiced by direct debit, the collection fails, is offered again and is paid, and the
// subscription (active once paid) gives access. The sale itself is set up through the API; everything
// after it happens in the console.

const unique = () => crypto.randomBytes(3).toString('hex');

async function post(api: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await api.post(path, { data: { data } });
  const body = await res.json();
  expect(res.status(), `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(201);
  return body.data as { documentId: string };
}

test('a subscription sold under a mandate: invoiced, collected, failed, offered again, paid and active', async ({
  page,
  baseURL,
}) => {
  const staff = await createUser(baseURL!, 'administrator');
  const { api } = await adminApi(baseURL!);
  const tag = unique();
  const access = await post(api, '/api/profile-tags', {
    name: `Digitaal ${tag}`,
    slug: `digitaal-${tag}`,
    kind: 'ACCESS',
  });
  const product = await post(api, '/api/products', {
    type: 'SUBSCRIPTION',
    name: `Krant digitaal ${tag}`,
    sku: `KD-${tag}`,
    price: 1295,
    taxPercentage: 9,
    recurrenceCount: 1,
    recurrenceUnit: 'MONTHS',
    invoiceMode: 'INVOICE',
    autoActivate: true,
    tagsBirth: [access.documentId],
    tagsWill: [access.documentId],
  });
  const company = `Lezerskring ${tag} B.V.`;
  const customer = await post(api, '/api/customers', {
    name: company,
    email: `lezers-${tag}@example.com`,
    iban: 'NL20INGB0001234567',
    addresses: [{ street: 'Domplein', houseNumber: '1', postcode: '3512JE', city: 'Utrecht', defaultBilling: true }],
  });
  await post(api, '/api/mandates', {
    customer: customer.documentId,
    signedBy: 'Fenna de Vries',
    signatureDate: '2026-01-31',
    iban: 'NL20INGB0001234567',
    bic: 'INGBNL2A',
  });
  const order = await post(api, '/api/orders', {
    currency: 'EUR',
    customer: customer.documentId,
    lines: [{ product: product.documentId, quantity: 1 }],
  });

  await signIn(page, staff);
  // 1. Invoice the order, by direct debit.
  await page.goto(`/sales/orders/${order.documentId}/show`);
  await page.getByTestId('order-make-invoice').click();
  await expect(page).toHaveURL(/\/sales\/invoices\/[^/]+$/);
  const id = /\/sales\/invoices\/([^/]+)$/.exec(page.url())![1];
  await page.getByLabel('Betaalwijze').click();
  await page.getByRole('option', { name: 'Automatische incasso' }).click();
  await page.getByTestId('invoice-save-draft').click();
  await expect(page.getByText('Concept opgeslagen')).toBeVisible();
  await page.getByTestId('invoice-finalize').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, definitief maken' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/invoices/${id}/show$`));
  await expect(page.getByTestId('invoice-status')).toHaveText('Openstaand');

  // 2. The collection under the mandate is pending; the bank answers "insufficient funds" (test mode).
  const card = page.getByTestId('direct-debit-card');
  await expect(card.getByTestId('direct-debit-row-1')).toContainText('In afwachting');
  await card.getByTestId('direct-debit-action-setStatus').click();
  const manual = page.getByTestId('direct-debit-status-dialog');
  await manual.getByLabel('Nieuwe status').click();
  await page.getByRole('option', { name: 'Mislukt' }).click();
  await manual.getByLabel(/Reden van de bank/).fill('AM04');
  await manual.getByTestId('direct-debit-status-save').click();
  await expect(card.getByTestId('direct-debit-row-1')).toContainText('Mislukt');
  await expect(card.getByTestId('direct-debit-row-1')).toContainText('AM04');
  await expect(page.getByTestId('invoice-status')).toHaveText('Openstaand');

  // 3. Offered again: a second attempt, which is paid.
  await card.getByTestId('direct-debit-action-retry').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Opnieuw aangeboden als poging 2.')).toBeVisible();
  await expect(card.getByTestId('direct-debit-row-2')).toContainText('In afwachting');
  await card.getByTestId('direct-debit-action-setStatus').click();
  await manual.getByLabel('Nieuwe status').click();
  await page.getByRole('option', { name: 'Betaald' }).click();
  await manual.getByTestId('direct-debit-status-save').click();
  await expect(card.getByTestId('direct-debit-row-2')).toContainText('Betaald');
  await expect(page.getByTestId('invoice-status')).toHaveText('Gesloten');

  // 4. Paid, so the subscription is active: on the order and on the customer.
  await page.goto(`/sales/orders/${order.documentId}/show`);
  await expect(page.getByTestId('order-subscriptions')).toContainText('Actief');
  await page.goto(`/sales/customers/${customer.documentId}`);
  await page.getByRole('tab', { name: 'Abonnementen' }).click();
  const subscriptions = page.getByTestId('customer-subscriptions');
  await expect(subscriptions).toContainText(`Krant digitaal ${tag}`);
  await expect(subscriptions).toContainText('Actief');
});
