import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, createUser, signIn } from './fixtures';

// Journeys of the sales set-up (issue "Sales I"): a channel with its numbering, and a subscription
// product in the catalogue, published in bulk from the list.

const unique = () => crypto.randomBytes(3).toString('hex');

test('staff set up a channel: the serial capacity follows the length, a wrong IBAN is explained', async ({
  page,
  baseURL,
}) => {
  const staff = await createUser(baseURL!, 'administrator');
  const name = `Kanaal ${unique()}`;
  await signIn(page, staff);

  await page.goto('/sales/channels/create');
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Bedrijfsnaam').fill('Journey Media B.V.');
  await page.getByLabel('Voorvoegsel factuurnummer').fill('JM');
  await page.getByLabel('Aantal cijfers factuurnummer').fill('3');
  await expect(page.getByTestId('serial-capacity')).toHaveText('Ruimte voor 999 factuurnummers in totaal.');
  await page.getByLabel('IBAN').fill('NL00BANK0123456789');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een geldig IBAN in')).toBeVisible();
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  // The new channel opens, and the toast names it.
  await expect(page.getByText(`Kanaal „${name}” aangemaakt`)).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/channels\/[^/]+$/);

  const { api } = await adminApi(baseURL!);
  const stored = (await (await api.get(`/api/channels?filters[name][$eq]=${encodeURIComponent(name)}`)).json()).data[0];
  expect(stored).toMatchObject({
    iban: 'NL91ABNA0417164300',
    invoiceSerialPrefix: 'JM',
    invoiceSerialLength: 3,
    isDefault: false,
  });
});

test('staff add a subscription product and publish it from the list', async ({ page, baseURL }) => {
  const staff = await createUser(baseURL!, 'administrator');
  const name = `Proefabonnement ${unique()}`;
  await signIn(page, staff);

  await page.goto('/sales/products/create');
  await page.getByLabel('Soort').click();
  await page.getByRole('option', { name: 'Abonnement' }).click();
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Prijs').fill('4.95');
  await page.getByLabel('Herhaal elke').fill('1');
  await page.getByLabel('Eenheid').click();
  await page.getByRole('option', { name: 'Maanden' }).click();
  await page.getByLabel('Facturering').click();
  await page.getByRole('option', { name: 'Factuur', exact: true }).click();
  // Without an access tag for new subscribers the form says what is missing.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Kies minstens 1 tag')).toBeVisible();
  await page.getByRole('combobox', { name: 'Toegangstags bij activeren' }).fill('Premium');
  await page.getByRole('option', { name: 'Premium' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/sales\/products\/[^/]+$/);
  await page.goto('/sales/products');

  await page.getByLabel('Zoeken').first().fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('4,95');
  await row.getByRole('checkbox').check();
  await page.getByTestId('bulk-publish').click();
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Product gepubliceerd')).toBeVisible();

  const { api } = await adminApi(baseURL!);
  const stored = (
    await (await api.get(`/api/products?filters[name][$eq]=${encodeURIComponent(name)}&populate=tagsBirth`)).json()
  ).data[0];
  expect(stored).toMatchObject({
    type: 'SUBSCRIPTION',
    price: 495,
    published: true,
    recurrenceUnit: 'MONTHS',
    invoiceMode: 'INVOICE',
  });
  expect(stored.tagsBirth.map((t) => t.slug)).toEqual(['premium']);
});
