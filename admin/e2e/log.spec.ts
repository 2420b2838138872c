import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createUser, signIn } from './fixtures';

// Journey of the log (docs/log.md): a new administrator's sign-in is logged as it happens; in Settings → Logs
// they narrow the log to sign-ins of today, open their own entry, export what they see, and find the sent
// e-mails on the log's second tab.

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('filter the log by type and period, open an entry, export it', async ({ page, baseURL }) => {
  const staff = await createUser(baseURL!, 'administrator');
  await signIn(page, staff);

  await page.goto('/settings/log');
  await page.getByTestId('log-type-auth').click();
  await expect(page.getByTestId('log-type-auth')).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(/^vanaf dag/i).fill(today());
  await page.getByLabel(/^tot en met dag/i).fill(today());
  await page.getByLabel(/^door \(naam of id\)/i).fill(staff.email);

  const row = page.getByRole('row').filter({ hasText: staff.email }).filter({ hasText: 'Aangemeld' });
  await expect(row.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Paginaweergave' })).toHaveCount(0);

  await row.first().click();
  await expect(page).toHaveURL(/\/settings\/log\/\d+\/show$/);
  await expect(page.getByText(staff.email).first()).toBeVisible();
  await expect(page.getByText('Aanmelden', { exact: true })).toBeVisible();
  await page.goBack();

  await page.getByTestId('export-button').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^logboek-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Tijd;Type;Actie;Door');
  expect(csv).toContain(`auth;sign_in;${staff.email}`);
  expect(csv).not.toContain('pageview');

  await page.getByTestId('log-tab-emails').click();
  await expect(page).toHaveURL(/\/settings\/log\/emails$/);
  await expect(page.getByRole('columnheader', { name: 'Onderwerp' })).toBeVisible();
});
