import { expect, test } from '@playwright/test';
import { EDITOR, adminApi, signIn } from './fixtures';

test('an editor shares a draft with someone without an account, then revokes the link', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const title = `Nog geheim ${stamp}`;
  const { api } = await adminApi(baseURL!);
  const made = await api.post('/api/contents?locale=nl', {
    data: { data: { type: 'ARTICLE', title, slug: `nog-geheim-${stamp}`, body: '<p>Alleen voor de redactie</p>' } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { documentId } = (await made.json()).data;

  await signIn(page, EDITOR);
  await page.goto(`/content/${documentId}`);
  const panel = page.getByTestId('content-links');
  await expect(panel.getByTestId('content-links-none')).toBeVisible();
  await panel.getByRole('combobox', { name: /geldigheid/i }).click();
  await page.getByRole('option', { name: '30 dagen' }).click();
  await panel.getByTestId('content-links-share').click();
  const row = panel.getByTestId('content-link');
  await expect(row).toContainText('Deellink');
  await expect(row.getByTestId('content-link-expiry')).toContainText('Geldig tot');
  const url = await row.getByTestId('content-link-url').inputValue();
  expect(url).toMatch(/\/shared\/[\w-]+~[\w-]+~[\w-]+$/);

  // A reader without an account, in a browser of their own.
  const stranger = await browser.newContext();
  const reader = await stranger.newPage();
  await reader.goto(url);
  await expect(reader.getByTestId('shared-title')).toHaveText(title);
  await expect(reader.getByTestId('shared-status')).toContainText('Niet gepubliceerd');
  await expect(reader.frameLocator('[data-testid="shared-body"]').getByText('Alleen voor de redactie')).toBeVisible();
  await expect(reader.getByTestId('topbar')).toHaveCount(0);

  await row.getByTestId('content-link-revoke').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Intrekken' }).click();
  await expect(panel.getByTestId('content-links-none')).toBeVisible();

  await reader.reload();
  await expect(reader.getByTestId('shared-error')).toContainText('Deze link werkt niet');
  await expect(reader.getByTestId('shared-title')).toHaveCount(0);
  await stranger.close();
});
