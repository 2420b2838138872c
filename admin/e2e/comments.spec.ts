import { expect, request, test } from '@playwright/test';
import { EDITOR, adminApi, signIn } from './fixtures';

/** A reader of the publisher's site with an account (authenticated role), as the site's API client. */
async function readerApi(baseURL: string) {
  const { api } = await adminApi(baseURL);
  const roles = await (await api.get('/api/users-permissions/roles')).json();
  const role = roles.roles.find((r) => r.type === 'authenticated');
  const email = `lezer-${Date.now()}@example.com`;
  const created = await api.post('/api/users', {
    data: { username: email, email, password: 'Reader123!', role: role.id, confirmed: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const site = await request.newContext({ baseURL });
  const { jwt } = await (
    await site.post('/api/auth/local', { data: { identifier: email, password: 'Reader123!' } })
  ).json();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${jwt}` } });
}

test('an editor moderates a reader comment and watches the menu badge drop', async ({ page, baseURL }) => {
  const { api } = await adminApi(baseURL!);
  const article = await api.post('/api/contents', {
    data: {
      data: {
        type: 'ARTICLE',
        title: 'Reacties gewenst',
        slug: `reacties-gewenst-${Date.now()}`,
        status: 'PUBLISHED',
        preModeration: 'ON',
      },
    },
  });
  const documentId = (await article.json()).data.documentId;
  const text = `Mag dit geplaatst worden? ${Date.now()}`;
  const reader = await readerApi(baseURL!);
  const posted = await reader.post(`/api/comments/api::content.content:${documentId}`, {
    data: { content: text, locale: 'nl' },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  expect((await posted.json()).approvalStatus).toBe('PENDING');

  await signIn(page, EDITOR);
  const badge = page.getByTestId('menu-item-/comments').locator('.MuiBadge-badge');
  await expect(badge).toHaveText(/^\d+$/);
  const before = Number(await badge.textContent());

  await page.getByTestId('menu-item-/comments').click();
  await expect(page).toHaveURL(/\/comments/);
  const row = page.locator('[data-testid="comment-list"] tbody tr', { hasText: text });
  await expect(row).toContainText('Wachtend');
  await row.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page.getByText('Reactie goedgekeurd')).toBeVisible();
  await expect(row).toHaveCount(0);
  // Demo data keeps other comments waiting, so the badge stays visible with one less.
  await expect(badge).toHaveText(String(before - 1));

  const visible = await request.newContext({ baseURL });
  const shown = await (await visible.get(`/api/comments/api::content.content:${documentId}/flat`)).json();
  expect(shown.data.map((c) => c.content)).toEqual([text]);
});
