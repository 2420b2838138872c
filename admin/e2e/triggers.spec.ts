import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, signIn } from './fixtures';

// Journey of issue #22 "Triggers", as the marketing role in Dutch: a draft digest campaign gets a trigger every
// Monday at 08:00; the form says the schedule in words and shows its next 5 runs while typing (and explains a
// wrong schedule); the trigger's page shows the same; "run now" sends a copy, which appears under the runs.

const MARKETING = { email: 'marketing@example.com', password: 'Marketing123!' };

test('marketing puts a digest on a weekly trigger, sees its next runs and runs it once by hand', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { api } = await adminApi(baseURL!);
  const id = crypto.randomBytes(3).toString('hex');
  // A draft that can be sent: the demo's segment for everyone, its weekly template and the approved sender.
  const segment = (await (await api.get('/api/segments?sort=id:asc')).json()).data[0];
  const template = (await (await api.get('/api/email-templates?filters[name][$eq]=Weekoverzicht')).json()).data[0];
  const created = await api.post('/api/campaigns', {
    data: {
      data: {
        name: `Digest ${id}`,
        fromEmail: 'nieuwsbrief@example.com',
        segment: segment.documentId,
        template: template.documentId,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, MARKETING);
  await page.goto('/mail/triggers');
  // The demo's weekly trigger is listed with its schedule in words.
  await expect(page.getByText('Weekoverzicht elke vrijdag')).toBeVisible();
  await expect(page.getByText('Om 07:00 op vrijdag')).toBeVisible();

  await page.goto('/mail/triggers/create');
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(`Elke maandag ${id}`);
  await page.getByRole('combobox', { name: /^Campagne/ }).fill(`Digest ${id}`);
  await page.getByRole('option', { name: `Digest ${id}` }).click();
  const cron = page.getByRole('textbox', { name: /^Schema/ });
  await cron.fill('0 25 * * 1');
  await expect(page.getByTestId('cron-failure')).toContainText('Uur');
  await cron.fill('0 8 * * 1');
  await expect(page.getByTestId('cron-description')).toHaveText('Om 08:00 op maandag');
  await expect(page.getByTestId('next-run')).toHaveCount(5);
  await expect(page.getByTestId('next-run').first()).toContainText('maandag');
  await expect(page.getByTestId('next-run').first()).toContainText('08:00');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/mail\/triggers\/[^/]+\/show$/);
  await expect(page.getByTestId('next-run')).toHaveCount(5);
  await expect(page.getByText('Om 08:00 op maandag', { exact: true })).toBeVisible();

  // Run now: asked first, then the run's copy is listed and links to the campaign.
  await page.getByTestId('trigger-run-now').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Nu uitvoeren' }).click();
  await expect(page.getByTestId('trigger-run-link')).toHaveCount(1);
  await expect(page.getByTestId('trigger-run-link')).toContainText(`Digest ${id} · `);
  await page.getByTestId('trigger-run-link').click();
  await expect(page).toHaveURL(/\/mail\/campaigns\/[^/]+\/show$/);
  await expect(page.getByText(`Digest ${id} · `).first()).toBeVisible();
});
