import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './fixtures';

// Journey of issue #23 "Export builder": the administrator filters the profiles list, opens the builder from the
// list with that filter, leaves out a column, runs the export as a job, downloads the CSV (only the filtered
// profiles, only the chosen columns), and saves the export under a name.

test('export the filtered profiles list with chosen columns, download it, and save the export', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/users');
  await page.getByRole('textbox', { name: 'Zoeken' }).fill('jansen');
  await expect(page).toHaveURL(/jansen/);
  await page.getByTestId('export-builder-button').click();
  await expect(page).toHaveURL(/\/exports\?kind=profiles/);
  await expect(page.getByTestId('export-filter')).toContainText('jansen');
  await page.getByRole('checkbox', { name: 'Telefoon' }).uncheck();
  await page.getByTestId('export-start').click();

  const download = page.getByTestId('export-download').first();
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const lines = fs
    .readFileSync(await file.path(), 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(file.suggestedFilename()).toMatch(/^profiles-.*\.csv$/);
  expect(lines[0]).not.toContain('Telefoon');
  expect(lines[0]).toContain('E-mail');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.toLowerCase()).toContain('jansen');

  await page.getByTestId('export-name').fill('Alle Jansens');
  await page.getByTestId('export-save').click();
  await expect(page.getByTestId('export-definition-Alle Jansens')).toBeVisible();
});
