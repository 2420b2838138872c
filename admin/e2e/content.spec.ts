import { expect, test } from '@playwright/test';
import { EDITOR, adminApi, signIn } from './fixtures';

const inAnHour = () => {
  // datetime-local takes local (Europe/Amsterdam in these journeys) wall-clock time.
  const d = new Date(Date.now() + 3_600_000);
  const local = new Date(d.toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam' }).replace(' ', 'T'));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
};

test('an editor writes and schedules an article, publishes it, and the website sees it', async ({ page, baseURL }) => {
  const title = `Nieuwe brug over de IJssel ${Date.now()}`;
  await signIn(page, EDITOR);
  await page.goto('/content/create');
  await page.getByLabel(/^titel/i).fill(title);
  await expect(page.getByLabel(/^slug/i)).toHaveValue(/^nieuwe-brug-over-de-ijssel-\d+$/);
  const slug = await page.getByLabel(/^slug/i).inputValue();
  await page.locator('.ProseMirror').fill('De brug is vandaag feestelijk geopend.');
  await page.getByLabel('Ingepland').check();
  await page.getByLabel(/^publiceren op/i).fill(inAnHour());
  await page.getByRole('button', { name: /opslaan/i }).click();

  await page.goto('/content');
  const row = page.locator('[data-testid="content-list"] tbody tr', { hasText: title });
  await expect(row).toContainText('Ingepland');
  const planned = await page.request.get(`${baseURL}/api/delivery/contents/${slug}`);
  expect(planned.status()).toBe(404);

  await row.getByRole('checkbox').check();
  await page.getByTestId('bulk-publish').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /bevestig|publiceer|ja/i })
    .click();
  await expect(row).toContainText('Gepubliceerd');

  const live = await page.request.get(`${baseURL}/api/delivery/contents/${slug}`);
  expect(live.status()).toBe(200);
  const item = (await live.json()).data;
  expect(item.title).toBe(title);
  expect(item.body).toContain('De brug is vandaag feestelijk geopend.');
});

test('the restricted editor cannot delete content, in the console or through the API', async ({ page, baseURL }) => {
  const { api } = await adminApi(baseURL!);
  const created = await api.post('/api/contents', {
    data: { data: { type: 'ARTICLE', title: 'Niet weggooien', slug: `niet-weggooien-${Date.now()}` } },
  });
  const id = (await created.json()).data.documentId;

  await signIn(page, EDITOR);
  await page.goto(`/content/${id}`);
  await expect(page.getByTestId('content-form')).toBeVisible();
  await expect(page.getByRole('button', { name: /verwijderen/i })).toHaveCount(0);
  await page.goto('/content');
  await page.locator('[data-testid="content-list"] tbody tr').first().getByRole('checkbox').check();
  await expect(page.getByTestId('bulk-publish')).toBeVisible();
  await expect(page.getByTestId('bulk-delete')).toHaveCount(0);
  const refused = await page.request.delete(`${baseURL}/api/contents/${id}`, {
    headers: { 'x-csrf-token': (await page.context().cookies()).find((c) => c.name === 'nb_csrf')!.value },
  });
  expect(refused.status()).toBe(403);
});
