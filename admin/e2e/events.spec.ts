import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminApi, createUser, latestMailTo, signIn } from './fixtures';

// Journey of an event (issue #21): staff make an event with its programme and a ticket product in the console, a
// website's order for two seats is paid in the console, the buyer gets the confirmation mail with the tickets' PDF,
// a ticket is scanned at the door (keyboard-wedge scanner: the code, then Enter), a second scan is refused, and the
// guest list downloads as a PDF.

const unique = () => crypto.randomBytes(3).toString('hex');
const DAY = 86_400_000;
/** A datetime-local value in Amsterdam wall-clock time, `days` from now at `hour`:00. */
const local = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * DAY);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

test('an event with a programme and a ticket product: sold, mailed, scanned at the door, on the guest list', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const title = `Lezersavond ${tag}`;
  const staff = await createUser(baseURL!, 'administrator');
  const { api } = await adminApi(baseURL!);
  await signIn(page, staff);

  // The event, then its programme: one block with an item and its speaker.
  await page.goto('/events/create');
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Begint').fill(local(30, 19));
  await page.getByLabel('Eindigt').fill(local(30, 22));
  await page.getByLabel('Locatie').fill('Utrecht');
  await page.getByLabel('Tekst bevestigingsmail').fill('Welkom op onze lezersavond!');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/events\/(?!create)[^/]+$/);
  const eventId = /\/events\/([^/?#]+)$/.exec(page.url())![1];

  await page.getByRole('tab', { name: 'Programma' }).click();
  const blocks = page.getByTestId('event-blocks');
  await blocks.getByRole('button', { name: /toevoegen/i }).click();
  await page.getByLabel('Titel van het blok').fill('Programma');
  await blocks
    .getByRole('button', { name: /toevoegen/i })
    .first()
    .click();
  await blocks.getByLabel('Titel', { exact: true }).fill('Het jaar in nieuws');
  await blocks.getByLabel('Persoon').fill('Hoofdredacteur');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(/bijgewerkt|opgeslagen/i).first()).toBeVisible();
  const saved = await (await api.get(`/api/events/${eventId}`)).json();
  expect(saved.data.blocks).toEqual([
    expect.objectContaining({
      type: 'PROGRAM',
      title: 'Programma',
      items: [expect.objectContaining({ title: 'Het jaar in nieuws', person: 'Hoofdredacteur' })],
    }),
  ]);

  // Its ticket product, made from the event's Tickets tab (type and event filled in).
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByTestId('event-tickets-empty')).toBeVisible();
  await page.getByTestId('ticket-product-create').click();
  await expect(page).toHaveURL(/\/sales\/products\/create/);
  await page.getByLabel('Naam').fill(`Toegang ${tag}`);
  await page.getByLabel('Prijs').fill('25');
  await page.getByLabel('Voorraad').fill('100');
  await page.getByLabel('Kaartverkoop begint').fill(local(-1, 9));
  await page.getByLabel('Kaartverkoop eindigt').fill(local(29, 18));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/sales\/products\/(?!create)[^/]+(\/show)?$/);
  const products = await (
    await api.get(`/api/products?filters[event][documentId][$eq]=${eventId}&filters[type][$eq]=TICKET`)
  ).json();
  expect(products.data).toHaveLength(1);
  expect(products.data[0]).toMatchObject({ name: `Toegang ${tag}`, price: 2500, stock: 100 });

  // A website's order for two seats; staff mark it paid in the console.
  const buyer = `koper-${tag}@example.com`;
  const customer = (
    await (await api.post('/api/customers', { data: { data: { name: `Koper ${tag}`, email: buyer } } })).json()
  ).data;
  const created = await api.post('/api/orders', {
    data: {
      data: {
        currency: 'EUR',
        customer: customer.documentId,
        email: buyer,
        addressee: { firstName: 'Sanne', lastName: `Zwart${tag}` },
        lines: [{ product: products.data[0].documentId, quantity: 2 }],
      },
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()).data;
  await page.goto(`/sales/orders/${order.documentId}/show`);
  await page.getByTestId('order-action-pay').click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Betaald');

  // The confirmation mail carries the text and one PDF with both tickets.
  await expect
    .poll(async () => (await latestMailTo(baseURL!, buyer))?.attachments?.length ?? 0, { timeout: 15_000 })
    .toBe(1);
  const mail = await latestMailTo(baseURL!, buyer);
  expect(mail.text).toContain('Welkom op onze lezersavond!');
  expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf' });

  // At the door: the ticket's code, as a door device signs it with the event's key, typed by a wedge scanner.
  const tickets = (
    await (await api.get(`/api/tickets?filters[order][documentId][$eq]=${order.documentId}&sort[0]=number:asc`)).json()
  ).data;
  expect(tickets).toHaveLength(2);
  const { key } = (await (await api.get(`/api/tickets/door-key/${eventId}`)).json()).data;
  const code = (number: string) =>
    `${number}.${crypto.createHmac('sha256', Buffer.from(key, 'base64url')).update(`ticket:${number}`).digest('base64url').slice(0, 22)}`;
  await page.goto('/events/check-in');
  await page.getByTestId('check-in-event').locator('..').click();
  await page.getByRole('option', { name: title }).click();
  await expect(page.getByTestId('check-in-counts')).toContainText('0 van 2 binnen');
  const field = page.getByTestId('check-in-code');
  await field.fill(code(tickets[0].number));
  await field.press('Enter');
  await expect(page.getByTestId('check-in-result')).toHaveAttribute('data-result', 'OK');
  await expect(page.getByTestId('check-in-result')).toContainText('Sanne');
  await expect(page.getByTestId('check-in-counts')).toContainText('1 van 2 binnen');
  await field.fill(code(tickets[0].number));
  await field.press('Enter');
  await expect(page.getByTestId('check-in-result')).toContainText('Al gescand om');
  await field.fill(`${tickets[1].number}.nietecht`);
  await field.press('Enter');
  await expect(page.getByTestId('check-in-result')).not.toHaveAttribute('data-result', 'OK');

  // The guest list of the event, as a PDF.
  await page.goto(`/events/tickets?filter=${encodeURIComponent(JSON.stringify({ event: { documentId: eventId } }))}`);
  await expect(page.getByText(tickets[0].number)).toBeVisible();
  await page.getByTestId('guest-list-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('guest-list-pdf').click()]);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  // To look at it: E2E_KEEP_GUEST_LIST=/tmp/gastenlijst.pdf
  if (process.env.E2E_KEEP_GUEST_LIST) fs.writeFileSync(process.env.E2E_KEEP_GUEST_LIST, pdf);
});
