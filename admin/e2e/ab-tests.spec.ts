import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, signIn } from './fixtures';

// Journey of issue #22 "A/B tests", as the marketing role in Dutch: an A/B campaign with two subject lines is made in
// the form (two variants alike are refused with the reason, and what was typed stays), sent to half of the segment as
// a test, its results per variant are shown, and the winner chosen by hand goes to the rest.

const MARKETING = { email: 'marketing@example.com', password: 'Marketing123!' };

test('marketing tests two subject lines on half of a segment and sends the winner to the rest', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { api } = await adminApi(baseURL!);
  const id = crypto.randomBytes(3).toString('hex');
  const segment = (await (await api.get('/api/segments?sort=id:asc')).json()).data[0];
  const name = `Onderwerptest ${id}`;

  await signIn(page, MARKETING);
  await page.goto('/mail/campaigns/create');
  const form = page.getByTestId('campaign-form');
  await form.getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
  await form.getByRole('radio', { name: 'A/B-test' }).check();
  await form.getByRole('combobox', { name: 'Segment' }).fill(segment.name);
  await page.getByRole('option', { name: segment.name, exact: true }).click();
  await form.getByRole('combobox', { name: 'E-mailtemplate' }).first().fill('Weekoverzicht');
  await page.getByRole('option', { name: 'Weekoverzicht', exact: true }).click();
  await form.getByRole('textbox', { name: 'E-mailadres afzender' }).fill('nieuwsbrief@example.com');

  const variants = page.getByTestId('ab-variants');
  await expect(variants.getByText('Variant A')).toBeVisible();
  await expect(variants.getByText('Variant B')).toBeVisible();
  const subjects = variants.getByRole('textbox', { name: 'Onderwerp' });
  await subjects.nth(0).fill('Dit gebeurde er deze week');
  await subjects.nth(1).fill('Dit gebeurde er deze week');
  await form.getByRole('radio', { name: 'Met de hand' }).check();
  await form.getByRole('spinbutton', { name: /^Testgroep/ }).fill('50');
  // Two variants alike: the server refuses, says why in Dutch, and nothing typed is lost.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId('campaign-refusal')).toContainText('Variant B is gelijk aan variant A');
  await expect(subjects.nth(0)).toHaveValue('Dit gebeurde er deze week');
  await subjects.nth(1).fill('Mis dit niet: de week in vijf verhalen');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/mail\/campaigns\/[^/]+\/show$/);
  await expect(page.getByTestId('ab-results')).toContainText('De test begint als de campagne wordt verstuurd.');

  // Send: the test half goes out, the campaign waits for the winner.
  await page.getByTestId('campaign-action-send').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, nu verzenden' }).click();
  await expect(page.getByTestId('campaign-status')).toHaveText('Wachtend', { timeout: 30_000 });
  const results = page.getByTestId('ab-results');
  await expect(results).toContainText('in de test');
  await expect(results.getByTestId('ab-variant-A')).toContainText('Dit gebeurde er deze week');
  await expect(results.getByTestId('ab-variant-B')).toContainText('Mis dit niet');
  await expect(results.getByTestId('ab-outcome')).toContainText('Kies de winnaar als u genoeg hebt gezien.');

  // The winner by hand, after a confirmation; the rest gets it and the campaign completes.
  await results.getByTestId('ab-choose-B').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, variant B wint' }).click();
  await expect(results.getByTestId('ab-outcome')).toContainText('Winnaar: variant B (met de hand gekozen)');
  await expect(results.getByTestId('ab-variant-B')).toContainText('Winnaar: variant B');
  await expect(page.getByTestId('campaign-status')).toHaveText('Voltooid', { timeout: 30_000 });
  await expect(results.getByTestId('ab-outcome')).toContainText('De rest heeft variant B gekregen.');

  // The API agrees: everyone in the segment got one message, the rest with the winner's subject.
  const campaign = (await (await api.get(`/api/campaigns?filters[name][$eq]=${encodeURIComponent(name)}`)).json())
    .data[0];
  const answer = await (await api.get(`/api/campaigns/${campaign.documentId}/ab-results`)).json();
  expect(answer.data).toMatchObject({ winner: 'B', decidedBy: 'MANUAL', restReleased: true });
  expect(campaign.sentSubject).toBe('Mis dit niet: de week in vijf verhalen');
});
