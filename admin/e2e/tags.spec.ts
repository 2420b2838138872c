import { expect, test } from '@playwright/test';
import { adminApi, createUser, signIn } from './fixtures';

// The tag manager (/settings/tags, docs/tags.md): merge a near-duplicate content tag into another and see the
// content that carried it now carries the target.
test('an administrator merges two content tags and the content now carries the target', async ({ page, baseURL }) => {
  const run = Date.now().toString(36);
  const { api } = await adminApi(baseURL!);
  const tag = async (name: string) => {
    const res = await api.post('/api/tags', { data: { data: { name, slug: `${name.toLowerCase()}-${run}` } } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).data as { documentId: string; name: string; slug: string };
  };
  const source = await tag(`Fietspad${run}`);
  const target = await tag(`Fietspaden${run}`);
  const article = await api.post('/api/contents?locale=nl', {
    data: {
      data: { type: 'ARTICLE', title: `Nieuw fietspad ${run}`, slug: `fietspad-${run}`, tags: [source.documentId] },
    },
  });
  expect(article.status(), await article.text()).toBe(201);
  const articleId = (await article.json()).data.documentId as string;

  const staff = await createUser(baseURL!, 'administrator');
  await signIn(page, staff);
  await page.getByRole('link', { name: 'Tagbeheer' }).click();
  await expect(page).toHaveURL(/\/settings\/tags$/);
  await expect(page.getByTestId('tag-limit')).toContainText(/\d+ van \d+/);
  await page.getByTestId('tag-search').fill(run);
  const row = page.getByTestId(`tag-row-${source.slug}`);
  await expect(row).toContainText('1 contentitem');

  await row.getByTestId(`tag-merge-${source.slug}`).click();
  const dialog = page.getByTestId('tag-merge-dialog');
  await expect(dialog.getByTestId('tag-merge-usage')).toContainText('1 contentitem');
  await dialog.getByTestId('tag-merge-target').fill(`Fietspaden${run}`);
  await page.getByRole('option', { name: `${target.name} (${target.slug})` }).click();
  await expect(dialog).toContainText(`Dit gaat over naar "${target.name}"`);
  await dialog.getByTestId('tag-merge-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('De tags zijn samengevoegd.')).toBeVisible();
  await expect(page.getByTestId(`tag-row-${source.slug}`)).toHaveCount(0);
  await expect(page.getByTestId(`tag-row-${target.slug}`)).toContainText('1 contentitem');

  // The article's form shows the target among its tags, and the source tag is gone.
  await page.goto(`/content/${articleId}`);
  const relations = page.getByTestId('section-relations');
  await expect(relations).toContainText(target.name);
  await expect(relations).not.toContainText(new RegExp(`${source.name}(?!en)`));
  expect((await api.get(`/api/tags/${source.documentId}`)).status()).toBe(404);
});
