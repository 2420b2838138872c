import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminApi, createUser, latestMailTo, signIn } from './fixtures';

// Journey of the invoice screens: a draft for a new customer, edited, finalised after the confirmation,
// its PDF downloaded and a preview e-mailed, paid in two parts (pending → closed), then credited.

const unique = () => crypto.randomBytes(3).toString('hex');
const money = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

/** The list's tab searched for a number or customer: the cell with that text, once the list shows it. */
async function inTab(page: Page, tab: string, text: string) {
  await page.goto('/sales/invoices');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('textbox', { name: /zoeken/i }).fill(text);
  // The search reaches the list's filter after its debounce; a tab clicked before that would be undone by it.
  await expect.poll(() => decodeURIComponent(page.url())).toContain(text);
  return page.getByTestId('invoice-table').getByText(text, { exact: true });
}

test('staff draft, finalise, pay and credit an invoice', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const staff = await createUser(baseURL!, 'administrator');
  const company = `Journey Uitgeverij ${unique()} B.V.`;
  const financial = `facturen-${unique()}@example.com`;
  await signIn(page, staff);

  // 1. A draft: addressee, a new customer made on the spot, one line at the channel's default VAT.
  await page.goto('/sales/invoices/create');
  await expect(page.getByTestId('invoice-draft-notice')).toBeVisible();
  await expect(page.getByText(/Factureert in EUR; standaard btw 21%/)).toBeVisible();
  const form = page.getByTestId('invoice-form');
  await form.getByLabel('Bedrijfsnaam').fill(company);
  await form.getByLabel('Straat').fill('Domplein');
  await form.getByLabel('Huisnummer').fill('1');
  await form.getByLabel('Postcode').fill('3512 JE');
  await form.getByLabel('Plaats').fill('Utrecht');
  await page.getByTestId('new-customer').click();
  const newCustomer = page.getByTestId('new-customer-dialog');
  await expect(newCustomer.getByLabel('Bedrijfsnaam')).toHaveValue(company);
  await newCustomer.getByLabel('E-mailadressen voor facturen').fill(financial);
  await newCustomer.getByTestId('new-customer-save').click();
  await expect(newCustomer).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Klant' })).toHaveValue(company);

  // The wizard's next step: the lines.
  await page.getByTestId('invoice-step-next').click();
  await page.getByTestId('invoice-add-line').click();
  await page.getByLabel('Omschrijving', { exact: true }).fill('Advertentie voorpagina');
  await page.getByLabel('Prijs per stuk').fill('100');
  await page.getByLabel('Aantal').fill('2');
  await expect(page.getByLabel('Btw-percentage')).toHaveValue('21');
  await expect(page.getByTestId('invoice-line-amount')).toContainText(money('€ 200,00'));
  await expect(page.getByTestId('preview-total')).toContainText(money('€ 242,00'));
  await page.getByTestId('invoice-save-draft').click();
  await expect(page.getByText('Concept opgeslagen')).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/invoices\/[^/]+$/);
  const id = /\/sales\/invoices\/([^/]+)$/.exec(page.url())![1];

  // 2. Edit the draft: three pieces and a reference.
  await page.reload();
  await expect(page.getByLabel('Aantal')).toHaveValue('2');
  await page.getByLabel('Aantal').fill('3');
  await page.getByLabel('Uw referentie').fill('PO-E2E');
  await page.getByTestId('invoice-save-draft').click();
  await expect(page.getByText('Concept opgeslagen')).toBeVisible();
  await expect(await inTab(page, 'Concepten', company)).toBeVisible();

  // 3. Finalise, after the confirmation that it cannot change afterwards.
  await page.goto(`/sales/invoices/${id}`);
  await expect(page.getByLabel('Uw referentie')).toHaveValue('PO-E2E');
  await page.getByTestId('invoice-finalize').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('kan daarna niet meer worden gewijzigd');
  await confirm.getByRole('button', { name: 'Ja, definitief maken' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/invoices/${id}/show$`));
  const title = page.getByTestId('invoice-title');
  await expect(title).toHaveText(/^Factuur DK\d+$/);
  const serial = (await title.textContent())!.replace('Factuur ', '');
  await expect(page.getByTestId('invoice-status')).toHaveText('Openstaand');
  await expect(page.getByTestId('invoice-total')).toHaveText(money('€ 363,00'));
  await expect(page.getByTestId('invoice-history')).toContainText('Definitief gemaakt');

  // 4. The PDF, downloaded with the session.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-action-pdf').click()]);
  expect(download.suggestedFilename()).toBe(`${serial}.pdf`);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // 5. A preview e-mail: checked first, then sent.
  await page.getByTestId('invoice-action-previewEmail').click();
  const preview = page.getByTestId('preview-email-dialog');
  const previewTo = `preview-${unique()}@example.com`;
  await preview.getByTestId('preview-to').fill(`${previewTo}, nergens`);
  await preview.getByTestId('preview-send').click();
  await expect(preview.getByTestId('preview-invalid')).toHaveText(
    'Een of meer e-mailadressen zijn verkeerd opgemaakt.',
  );
  await preview.getByTestId('preview-to').fill(previewTo);
  await preview.getByTestId('preview-send').click();
  await expect(page.getByText('Voorbeeld verstuurd naar 1 adres')).toBeVisible();
  expect((await latestMailTo(baseURL!, previewTo))?.subject).toContain(serial);

  // 6. Pending, paid in two parts, then closed.
  await expect(await inTab(page, 'Openstaand', serial)).toBeVisible();
  await page.goto(`/sales/invoices/${id}/show`);
  await page.getByTestId('invoice-action-payment').click();
  const payment = page.getByTestId('payment-dialog');
  await expect(payment.getByTestId('payment-amount')).toHaveValue('363,00');
  await payment.getByTestId('payment-amount').fill('400');
  await payment.getByTestId('payment-save').click();
  await expect(payment).toContainText('Een ontvangen bedrag mag niet hoger zijn dan het openstaande bedrag');
  await payment.getByTestId('payment-amount').fill('100');
  await payment.getByTestId('payment-save').click();
  await expect(page.getByText(money('Betaling van € 100,00 geregistreerd'))).toBeVisible();
  await expect(page.getByTestId('invoice-open')).toHaveText(money('€ 263,00'));
  await expect(page.getByTestId('invoice-status')).toHaveText('Openstaand');

  await page.getByTestId('invoice-action-payment').click();
  await expect(payment.getByTestId('payment-amount')).toHaveValue('263,00');
  await payment.getByTestId('payment-save').click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Gesloten');
  await expect(page.getByTestId('invoice-open')).toHaveText(money('€ 0,00'));
  await expect(page.getByTestId('invoice-action-payment')).toHaveCount(0);
  const closedRow = await inTab(page, 'Gesloten', serial);
  await expect(closedRow).toBeVisible();
  await page.getByRole('tab', { name: 'Openstaand' }).click();
  await expect(page.getByTestId('invoices-no-match')).toBeVisible();

  // 7. Credit it: a credit note of its own, linked both ways, amounts below zero.
  await page.goto(`/sales/invoices/${id}/show`);
  await page.getByTestId('invoice-action-creditNote').click();
  const credit = page.getByTestId('credit-note-dialog');
  await credit.getByLabel('Reden (komt op de creditnota)').fill('Advertentie niet geplaatst');
  await credit.getByTestId('credit-save').click();
  await expect(page.getByTestId('invoice-title')).toHaveText(/^Creditnota DK\d+$/);
  await expect(page.getByTestId('credit-note-chip').first()).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toHaveText(money('€ -363,00'));
  await page.getByTestId('credit-of').getByRole('link', { name: serial }).click();
  await expect(page.getByTestId('invoice-credited')).toHaveText(money('€ 363,00'));
  await expect(page.getByTestId('credit-note-link')).toHaveCount(1);

  // The server agrees.
  const { api } = await adminApi(baseURL!);
  const stored = (await (await api.get(`/api/invoices/${id}?populate[0]=creditNotes`)).json()).data;
  expect(stored).toMatchObject({
    serial,
    status: 'CLOSED',
    total: 36300,
    paid: expect.any(Number),
    credited: 36300,
    reference: 'PO-E2E',
  });
  expect(stored.creditNotes).toHaveLength(1);
});
