import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, signIn } from './fixtures';

// Journey of issue #22 "Event automations", as the marketing role in Dutch: on /mail/triggers the second tab lists
// the automations; a new one sends a welcome campaign when a profile gets a tag. A profile made with that tag (the
// event) gets the message once: the scheduler's tick queues it and the automation's sent counter shows 1.

const MARKETING = { email: 'marketing@example.com', password: 'Marketing123!' };

test('marketing makes a tag automation; a profile that gets the tag receives the campaign once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { api } = await adminApi(baseURL!);
  const id = crypto.randomBytes(3).toString('hex');
  const json = async (response: { status(): number; text(): Promise<string>; json(): Promise<any> }, status = 201) => {
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()).data;
  };
  // A draft with the demo's template and approved sender, and a fresh tag.
  const template = (await (await api.get('/api/email-templates?filters[name][$eq]=Aankondiging')).json()).data[0];
  await json(
    await api.post('/api/campaigns', {
      data: { data: { name: `Welkom ${id}`, fromEmail: 'nieuwsbrief@example.com', template: template.documentId } },
    }),
  );
  const tag = await json(
    await api.post('/api/profile-tags', { data: { data: { name: `Tip ${id}`, kind: 'INTEREST' } } }),
  );

  await signIn(page, MARKETING);
  await page.goto('/mail/triggers');
  await page.getByTestId('trigger-tab-automations').click();
  await expect(page).toHaveURL(/\/mail\/triggers\/automations$/);
  // The demo's welcome automation is listed with its event in words.
  await expect(page.getByText('Welkom nieuwe Cultuurbrief-lezers')).toBeVisible();
  await expect(page.getByText('Schrijft zich in op “Cultuurbrief”')).toBeVisible();

  await page.goto('/mail/triggers/automations/create');
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(`Tip-welkom ${id}`);
  await page.getByRole('combobox', { name: /^Wanneer/ }).click();
  await page.getByRole('option', { name: 'Krijgt een tag' }).click();
  await page.getByRole('combobox', { name: /^Tag/ }).fill(`Tip ${id}`);
  await page.getByRole('option', { name: `Tip ${id}` }).click();
  await page.getByRole('combobox', { name: /^Campagne/ }).fill(`Welkom ${id}`);
  await page.getByRole('option', { name: `Welkom ${id}` }).click();
  await expect(page.getByTestId('automation-delay-words')).toHaveText('Meteen');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/mail\/triggers\/automations$/);
  const row = page.getByRole('row').filter({ hasText: `Tip-welkom ${id}` });
  await expect(row).toContainText(`Krijgt de tag “Tip ${id}”`);
  await expect(row.getByTestId('automation-active')).toHaveText('Aan');

  // The event: a profile made with the tag (twice the tag would still be one message: once per profile).
  await json(
    await api.post('/api/profiles', {
      data: { data: { type: 'LEAD', email: `lezer-${id}@example.com`, optIn: true, tags: [tag.documentId] } },
    }),
  );
  // The scheduler ticks every 15 seconds; the message goes out through the outbox and is counted.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await row.getByTestId('automation-sent').textContent())?.trim();
      },
      { timeout: 90_000, intervals: [3_000] },
    )
    .toBe('1');
  await row.getByText(`Tip-welkom ${id}`).click();
  await expect(page.getByTestId('automation-counters')).toContainText('Gestart: 1 · Verstuurd: 1');
});
