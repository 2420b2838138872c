import crypto from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { adminApi, latestMailTo, signIn } from './fixtures';

// Journey of issue #20's forms: a form made by staff, submitted by a website through the public API, answered
// from the console by e-mail, the submitter's answer back through the reply link, and the thread closed with
// SPEC 4's log line. In Dutch, as the marketing role.

const MARKETING = { email: 'marketing@example.com', password: 'Marketing123!' };

test('a form submitted from the public API is answered and closed', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const code = crypto.randomBytes(3).toString('hex');
  const email = `inzender-${code}@example.com`;
  const { api } = await adminApi(baseURL!);
  const made = await api.post('/api/forms', {
    data: {
      data: {
        name: `Contact ${code}`,
        slug: `contact-${code}`,
        fields: [
          { key: 'name', label: 'Naam', type: 'text', required: true },
          { key: 'email', label: 'E-mail', type: 'email', required: true },
          { key: 'question', label: 'Vraag', type: 'longText', required: true },
        ],
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  // 1. A website submits (no login); a bad address gets the console's Dutch message, a good one 202.
  const website = await request.newContext({ baseURL });
  const refused = await website.post(`/api/forms/public/contact-${code}/submissions`, {
    data: { values: { name: 'Eva', email: 'geen-adres', question: 'Hoi' } },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.details.errors[0].message).toBe('E-mail moet een geldig e-mailadres zijn.');
  const sent = await website.post(`/api/forms/public/contact-${code}/submissions`, {
    data: { values: { name: 'Eva Smit', email, question: 'Wanneer verschijnt de volgende editie?' } },
  });
  expect(sent.status()).toBe(202);

  // 2. Staff find it in the submissions, open it and reply.
  await signIn(page, MARKETING);
  await page.goto('/forms/threads');
  await page.getByText(email).click();
  await expect(page.getByText('Wanneer verschijnt de volgende editie?')).toBeVisible();
  await page.getByTestId('reply-body').fill('Volgende week donderdag.');
  await page.getByTestId('reply-send').click();
  await expect(page.getByTestId('thread-message-out')).toContainText('Volgende week donderdag.');
  await expect(page.getByTestId('thread-status').first()).toHaveText('Wacht op antwoord');

  // 3. The submitter answers through the link in the e-mail.
  const mail = await latestMailTo(baseURL!, email);
  const link = /(http\S+\/api\/forms\/replies\/\S+)/.exec(mail.text)![1];
  const threadUrl = page.url();
  await page.goto(new URL(link).pathname);
  await page.locator('textarea[name="body"]').fill('Dank je, dan wacht ik even.');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Bedankt, uw antwoord is ontvangen.')).toBeVisible();

  // 4. Back in the console the answer is there, the thread is open again; staff close it.
  await page.goto(threadUrl);
  await expect(page.getByTestId('thread-message-in')).toContainText('Dank je, dan wacht ik even.');
  await expect(page.getByTestId('thread-status').first()).toHaveText('Open');
  await page.getByRole('combobox', { name: /Status wijzigen/ }).click();
  await page.getByRole('option', { name: 'Gesloten', exact: true }).click();
  await page.getByTestId('status-save').click();
  await expect(page.getByTestId('thread-status').first()).toHaveText('Gesloten');
  await expect(page.getByTestId('thread-history')).toContainText('status changed from open to closed');
});
