import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { EDITOR, adminApi, signIn } from './fixtures';

// Journey of the file manager (docs/files.md): an editor makes a folder in /files, uploads an image into it by
// the upload button (with its progress) and a refused file beside it, then writes an article and picks the image
// as its cover from the file manager's picker (filtered to images), and saves.

// A 1×1 PNG: the upload policy judges the bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('upload an image into a new folder, then pick it as an article’s cover', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = crypto.randomBytes(3).toString('hex');
  const folder = `reportage-${tag}`;
  const image = `brug-${tag}.png`;
  await signIn(page, EDITOR);

  await page.goto('/files');
  await expect(page.getByTestId('files-page')).toBeVisible();
  await page.getByTestId('files-new-folder').click();
  await page.getByTestId('files-name-input').fill('Fout Met Hoofdletters');
  await page.getByTestId('files-name-save').click();
  await expect(page.getByTestId('files-refusal')).toContainText('kleine letters');
  await page.getByTestId('files-name-input').fill(folder);
  await page.getByTestId('files-name-save').click();
  await page.getByRole('button', { name: `Map ${folder} openen` }).click();
  await expect(page.getByTestId('files-breadcrumb')).toContainText(folder);
  await expect(page.getByTestId('files-empty')).toBeVisible();

  await page
    .getByTestId('files-dropzone')
    .locator('input[type=file]')
    .setInputFiles([
      { name: image, mimeType: 'image/png', buffer: PNG },
      { name: `script-${tag}.html`, mimeType: 'text/html', buffer: Buffer.from('<script>alert(1)</script>') },
    ]);
  await expect(page.getByTestId('files-upload-refused')).toContainText('Bestandstype niet toegestaan');
  const tile = page.locator(`[data-testid="files-file"][data-filename="${image}"]`);
  await expect(tile).toBeVisible();
  await expect(tile).toContainText(/\d+ B/);

  // The article: its cover picked from the file manager.
  const title = `Brug met omslag ${tag}`;
  await page.goto('/content/create');
  await page.getByLabel(/^titel/i).fill(title);
  await page.getByTestId('media-cover-pick').click();
  const picker = page.getByTestId('file-picker');
  await expect(picker.getByTestId('files-filter')).toContainText('png');
  await picker.getByRole('button', { name: `Map ${folder} openen` }).click();
  await picker.getByRole('button', { name: image, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('media-cover').locator('img')).toHaveAttribute('src', new RegExp(`/uploads/`));
  await page.getByRole('button', { name: /opslaan/i }).click();
  await expect(page).toHaveURL(/\/content\/(?!create)[^/]+$/);

  const { api } = await adminApi(baseURL!);
  const id = /\/content\/([^/?#]+)$/.exec(page.url())![1];
  const saved = await (await api.get(`/api/contents/${id}?populate=cover`)).json();
  expect(saved.data.cover).toMatchObject({ name: image, mime: 'image/png' });
  // The file is now in use: the file manager refuses to delete it, naming the article.
  const refused = await api.delete(`/api/file-manager/files/${saved.data.cover.id}`);
  expect(refused.status()).toBe(409);
  await api.dispose();
});
