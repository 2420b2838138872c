import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, createUser, latestMailTo, signIn } from './fixtures';

// Journey of the customers screens (issue "Sales: customers"): a new business customer with its address
// found by postcode, an employee invited from the customer, and the invitation accepted by that person.

const unique = () => crypto.randomBytes(3).toString('hex');

test('staff create a customer, invite an employee, and the employee accepts with a new password', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await createUser(baseURL!, 'administrator');
  const tag = unique();
  const name = `Journey Bakkerij ${tag} B.V.`;
  const employee = `anna-${tag}@bakkerij-${tag}.example`;
  await signIn(page, staff);

  await page.goto('/sales/customers/create');
  await page.getByLabel('Bedrijfsnaam').fill(name);
  await page.getByLabel('Goedgekeurde e-maildomeinen voor medewerkers').fill(`bakkerij-${tag}.example`);
  await page.getByRole('tab', { name: 'Adressen' }).click();
  await page
    .getByTestId('customer-addresses')
    .getByRole('button', { name: /toevoegen/i })
    .click();
  await page.getByLabel('Postcode').fill('3512JE');
  await page.getByLabel('Huisnummer', { exact: true }).fill('1');
  await page.getByTestId('postcode-lookup').click();
  await expect(page.getByLabel('Straat')).toHaveValue('Domplein');
  await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
  await page.getByTestId('customer-save').click();
  await expect(page.getByText(`Klant: ${name}`)).toBeVisible();

  // The employee: outside the approved domains first, then a good address.
  await page.getByRole('tab', { name: 'Medewerkers' }).click();
  await page.getByTestId('add-employee').click();
  const dialog = page.getByTestId('add-employee-dialog');
  await dialog.getByLabel(/E-mailadres/).fill('iemand@gmail.com');
  await dialog.getByTestId('add-employee-submit').click();
  await expect(dialog.getByText(/goedgekeurd domein/)).toBeVisible();
  await dialog.getByLabel(/E-mailadres/).fill(employee);
  await dialog.getByLabel('Voornaam').fill('Anna');
  await dialog.getByLabel('Bedrijfsbeheerder').check();
  await dialog.getByTestId('add-employee-submit').click();
  const row = page.getByTestId('employee-row').filter({ hasText: employee });
  await expect(row).toContainText('Uitgenodigd');
  await expect(row).toContainText('Nog geen account');

  // The invitation e-mail (outbox) links to the public page; the person chooses a password there.
  const mail = await latestMailTo(baseURL!, employee);
  const code = /accept-invitation\?code=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(code, 'invitation link in the e-mail').toBeTruthy();
  const visitor = await (await browser.newContext({ locale: 'nl-NL' })).newPage();
  await visitor.goto(`/accept-invitation?code=${code}`);
  await expect(visitor.getByTestId('invitation-intro')).toContainText(name);
  await visitor.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill('Welkom123!');
  await visitor.getByRole('textbox', { name: 'Herhaal wachtwoord', exact: true }).fill('Welkom123!');
  await visitor.getByTestId('invitation-accept').click();
  await expect(visitor.getByTestId('invitation-done')).toContainText('Uw account is aangemaakt');
  // The link works once.
  await visitor.goto(`/accept-invitation?code=${code}`);
  await expect(visitor.getByTestId('invitation-error')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Medewerkers' }).click();
  await expect(row).toContainText('Geaccepteerd');
  await expect(row).toContainText('Heeft account');

  const { api } = await adminApi(baseURL!);
  const stored = (
    await (await api.get(`/api/customers?filters[name][$eq]=${encodeURIComponent(name)}&populate=addresses`)).json()
  ).data[0];
  expect(stored.addresses[0]).toMatchObject({
    postcode: '3512 JE',
    houseNumber: '1',
    street: 'Domplein',
    city: 'Utrecht',
    country: 'NL',
  });
});
