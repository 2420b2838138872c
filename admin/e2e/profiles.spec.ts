import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, createUser, signIn } from './fixtures';

// Journeys of /users (issue "Profiles"): staff create, edit and delete a profile, keep notes on it,
// and import a CSV in the background. A fresh administrator, so the own-account page stays out of it.

const unique = () => crypto.randomBytes(4).toString('hex');

test('staff create a profile with an address, add a note, and delete it by typing its e-mail', async ({
  page,
  baseURL,
}) => {
  const staff = await createUser(baseURL!, 'administrator');
  const email = `lezer-${unique()}@example.nl`;
  await signIn(page, staff);

  await page.goto('/users/create');
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page
    .getByLabel(/^Voornaam/)
    .first()
    .fill('Lotte');
  await page
    .getByLabel(/^Achternaam/)
    .first()
    .fill('de Boer');
  await page.getByRole('tab', { name: 'Adressen' }).click();
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await page.getByLabel('Adres', { exact: true }).fill('Oudegracht 1');
  await page.getByLabel('Postcode').fill('3511ab');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByRole('checkbox', { name: 'Standaard factuuradres' }).check();
  await page.getByTestId('profile-save').click();

  // After creating: the staff form of the new profile, with the postcode as the server stores it.
  await expect(page).toHaveURL(/\/users\/[a-z0-9]+$/);
  await page.getByRole('tab', { name: 'Adressen' }).click();
  await expect(page.getByLabel('Postcode')).toHaveValue('3511 AB');

  await page.getByRole('tab', { name: 'Notities' }).click();
  await page.getByTestId('note-new-text').fill('Belde over een proefabonnement.');
  await page.getByTestId('note-new-submit').click();
  await expect(page.getByTestId('note').first()).toContainText('Belde over een proefabonnement.');

  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByTestId('delete-profile').click();
  const dialog = page.getByTestId('delete-profile-dialog');
  await expect(dialog.getByTestId('delete-profile-confirm')).toBeDisabled();
  await dialog.getByTestId('delete-profile-email').fill(email.toUpperCase());
  await dialog.getByTestId('delete-profile-confirm').click();
  await expect(page).toHaveURL(/\/users$/);

  const { api } = await adminApi(baseURL!);
  const left = await (await api.get(`/api/profiles?filters[email][$eq]=${encodeURIComponent(email)}`)).json();
  expect(left.data).toHaveLength(0);
});

test('staff import a CSV: map, dry run, run in the background, and the progress survives a reload', async ({
  page,
  baseURL,
}) => {
  const staff = await createUser(baseURL!, 'administrator');
  const run = unique();
  const csv = [
    'E-mail;Voornaam;Achternaam;Interesses',
    `a-${run}@example.nl;Anna;Jansen;Sport`,
    `b-${run}@example.nl;Bert;de Vries;Sport, Cultuur`,
    'geen-adres;Fout;Regel;',
  ].join('\r\n');
  await signIn(page, staff);

  await page.goto('/users/import');
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: `leden-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByTestId('import-mapping')).toBeVisible();
  await expect(page.getByTestId('mapping-row-0')).toContainText('E-mailadres');
  await page.getByTestId('import-next').click();
  await page.getByTestId('import-mode-skip').check();
  await page.getByTestId('import-dry-run').click();

  await expect(page.getByTestId('count-create')).toContainText('2');
  await expect(page.getByTestId('count-error')).toContainText('1');
  await page.getByTestId('import-run').click();

  await expect(page).toHaveURL(/\/users\/import\/[^/?]+/);
  await page.reload();
  await expect(page.getByTestId('job-status')).toHaveText('Klaar', { timeout: 30_000 });
  await expect(page.getByTestId('download-errors')).toBeVisible();

  await page.goto(`/users?filter=${encodeURIComponent(JSON.stringify({ q: run }))}`);
  await expect(page.getByText(`a-${run}@example.nl`)).toBeVisible();
  await expect(page.getByText(`b-${run}@example.nl`)).toBeVisible();
});
