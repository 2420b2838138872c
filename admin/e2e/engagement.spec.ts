import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, ADMIN, createUser, EDITOR, latestMailTo, signIn } from './fixtures';

// Journey of issue #18 "Engagement I", as the administrator in Dutch: a segment built with the rule builder
// (live count, recipients), an e-mail template with a text and an article block (preview), a campaign for
// both with an approved sender, a test e-mail, the send (confirmed) to completion and its statistics.
// Then the overview screens with the demo engagement, who sees the menu, and no page scrolling sideways on a phone.

const MARKETING = { email: 'marketing@example.com', password: 'Marketing123!' };
const unique = () => crypto.randomBytes(3).toString('hex');

/** E2E_SHOTS_DIR=/tmp/e2e-shots: every engagement screen photographed at the current width, for a look. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

/** A MUI select (its name is its label and then its value) set to the option with that name. */
const select = (scope: Locator, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${label} `) });
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await select(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An autocomplete: type part of a name, pick the option. */
async function pick(combobox: Locator, page: Page, typed: string, option: string) {
  await combobox.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff build a segment and a template, test and send a campaign, and read its statistics', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await createUser(baseURL!, 'administrator');
  const segmentName = `Cultuur met opt-in ${unique()}`;
  const templateName = `Cultuurbrief ${unique()}`;
  const campaignName = `Cultuurcampagne ${unique()}`;
  await signIn(page, staff);

  // 1. The segment: opt-in AND the interest "Cultuur", counted live while it is built.
  await page.goto('/mail/segments/create');
  const segmentForm = page.getByTestId('segment-form');
  await segmentForm.getByRole('textbox', { name: 'Naam', exact: true }).fill(segmentName);
  await expect(page.getByTestId('segment-count')).toContainText('Maak de regels compleet');
  await segmentForm.getByRole('button', { name: 'Voorwaarde toevoegen' }).click();
  const conditions = segmentForm.getByTestId('segment-condition');
  await choose(conditions.nth(0), page, 'Voorwaarde', 'Opt-in');
  await expect(select(conditions.nth(0), 'Opt-in')).toHaveText('Heeft opt-in gegeven');
  const everyoneOptedIn = page.getByTestId('segment-count').getByText(/^\d+ profielen$/);
  await expect(everyoneOptedIn).toBeVisible();
  const optedIn = parseInt((await everyoneOptedIn.textContent())!, 10);
  await segmentForm.getByRole('button', { name: 'Voorwaarde toevoegen' }).click();
  await choose(conditions.nth(1), page, 'Voorwaarde', 'Tags');
  await expect(select(conditions.nth(1), 'Soort tag')).toHaveText('Interesse');
  await expect(page.getByTestId('segment-count')).toContainText('Maak de regels compleet');
  await pick(conditions.nth(1).getByRole('combobox', { name: 'Tags', exact: true }), page, 'Cult', 'Cultuur');
  const counted = page.getByTestId('segment-count').getByText(/^\d+ profiel(en)?$/);
  await expect(counted).not.toHaveText(`${optedIn} profielen`);
  const count = parseInt((await counted.textContent())!, 10);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(optedIn);
  await shot(page, 'segment-create');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/mail\/segments\/[^/]+$/);
  // Its recipients as they are now: the same number, each a profile with a link.
  const recipients = page.getByTestId('segment-recipients');
  await expect(recipients.getByTestId('segment-hits')).toHaveText(`${count} ontvangers`);
  await expect(recipients.locator('tbody tr')).toHaveCount(count);
  await shot(page, 'segment-edit');

  // 2. The template: a text block and an article picked with the content picker, previewed as it is typed.
  await page.goto('/mail/emailtemplates/create');
  const templateForm = page.getByTestId('template-form');
  await templateForm.getByRole('textbox', { name: 'Naam', exact: true }).fill(templateName);
  await templateForm.getByLabel('Onderwerp').fill('Cultuur voor {firstName}');
  await expect(page.getByTestId('blocks-empty')).toBeVisible();
  await page.getByTestId('add-text').click();
  await page
    .getByTestId('block-0')
    .getByLabel('Tekst')
    .fill('<p>Beste {firstName}, dit is de cultuur van deze week.</p>');
  await page.getByTestId('add-article').click();
  await page.getByTestId('block-1').getByTestId('article-block-pick').click();
  const picker = page.getByTestId('article-picker');
  const firstArticle = picker.getByTestId('article-picker-item').first();
  await expect(firstArticle).toBeVisible();
  const articleTitle = (await firstArticle.locator('.MuiListItemText-primary').textContent())!;
  await firstArticle.click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('block-1').getByTestId('article-block-title')).toHaveText(articleTitle);
  const preview = page.getByTestId('email-preview-desktop').frameLocator('iframe');
  await expect(preview.getByText('dit is de cultuur van deze week')).toBeVisible();
  await expect(preview.getByText(articleTitle).first()).toBeVisible();
  await page.getByTestId('preview-tab-mobile').click();
  await expect(
    page.getByTestId('email-preview-mobile').frameLocator('iframe').getByText(articleTitle).first(),
  ).toBeVisible();
  await shot(page, 'template-create');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/mail\/emailtemplates\/[^/]+$/);
  await expect(page.getByTestId('preview-mail-open')).toBeVisible();
  await shot(page, 'template-edit');

  // 3. The campaign: the segment and template, first with a sender whose domain is not approved.
  await page.goto('/mail/campaigns/create');
  const campaignForm = page.getByTestId('campaign-form');
  await campaignForm.getByRole('textbox', { name: 'Naam', exact: true }).fill(campaignName);
  await pick(campaignForm.getByRole('combobox', { name: 'Segment' }), page, segmentName, segmentName);
  await pick(campaignForm.getByRole('combobox', { name: 'E-mailtemplate' }), page, templateName, templateName);
  await expect(campaignForm.getByLabel('E-mailadres afzender')).toHaveValue('nieuwsbrief@example.com');
  // Two a second, so the progress can be watched for a few seconds.
  await campaignForm.getByLabel('Berichten per seconde').fill('2');
  await campaignForm.getByLabel('E-mailadres afzender').fill('nieuws@elders.org');
  await shot(page, 'campaign-create');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  // Refused, with the approved domains named in Dutch; what was typed stays.
  const refusal = page.getByTestId('campaign-refusal');
  await expect(refusal).toContainText('goedgekeurd afzenderdomein');
  await expect(refusal).toContainText('example.com, example.nl');
  await expect(campaignForm.getByLabel('E-mailadres afzender')).toHaveValue('nieuws@elders.org');
  await expect(campaignForm.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(campaignName);
  await campaignForm.getByLabel('E-mailadres afzender').fill('nieuwsbrief@example.nl');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/mail\/campaigns\/[^/]+\/show$/);
  await expect(page.getByTestId('campaign-status')).toHaveText('Concept');
  await shot(page, 'campaign-show-draft');

  // 4. A test e-mail, read back from the outbox.
  const tester = `test-${unique()}@example.com`;
  await page.getByTestId('campaign-action-test').click();
  const testDialog = page.getByTestId('campaign-test-dialog');
  await testDialog.getByTestId('campaign-test-addresses').fill('geen-adres');
  await testDialog.getByTestId('campaign-test-send').click();
  await expect(testDialog.getByTestId('campaign-test-refusal')).toHaveText(
    'Een of meer e-mailadressen zijn verkeerd opgemaakt.',
  );
  await testDialog.getByTestId('campaign-test-addresses').fill(tester);
  await testDialog.getByTestId('campaign-test-send').click();
  await expect(page.getByText('Test-e-mail verstuurd')).toBeVisible();
  await expect(testDialog).toBeHidden();
  const testMail = await latestMailTo(baseURL!, tester);
  expect(testMail?.subject).toContain('Cultuur voor');

  // 5. Send, after the confirmation, and watch it reach completion.
  await page.getByTestId('campaign-action-send').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Dit kan niet ongedaan worden gemaakt');
  await confirm.getByRole('button', { name: 'Ja, nu verzenden' }).click();
  await expect(page.getByText('Campagne staat klaar om te verzenden')).toBeVisible();
  const progress = page.getByTestId('campaign-progress');
  await expect(progress.getByTestId('progress-sent')).toContainText(`van ${count} verzonden`);
  await expect(progress.getByTestId('progress-rate')).toContainText('berichten per seconde');
  await shot(page, 'campaign-show-sending');
  await expect(page.getByTestId('campaign-status')).toHaveText('Voltooid', { timeout: 30_000 });
  await expect(progress).toBeHidden();
  await expect(page.getByTestId('campaign-actions').getByRole('button', { name: 'Nu verzenden' })).toBeHidden();

  // 6. Its statistics: everyone in the segment got it (the outbox delivers), nobody opened it yet.
  const statistics = page.getByTestId('campaign-statistics');
  await expect(statistics.getByTestId('campaign-figures')).toBeVisible();
  await expect(statistics.getByTestId('figure-sent')).toContainText(String(count));
  await shot(page, 'campaign-show-completed');
  await page.goto('/mail/statistics');
  await page.getByRole('button', { name: '24 uur' }).click();
  await expect(page.getByTestId('mail-statistics-campaigns')).toContainText(campaignName);
});

test('the engagement screens open with the demo data and fit a phone', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  const { api } = await adminApi(baseURL!);
  // The demo's oldest campaigns are weeks old: a shorter archive age (put back below) shows them in the archive.
  const config = (await (await api.get('/api/config?populate=engagement')).json()).data;
  const legacyAfterDays = config?.engagement?.legacyAfterDays ?? 180;
  const screens: [string, string, (p: Page) => Promise<void>][] = [
    [
      '/mail',
      'overview',
      async (p) => {
        await expect(p.getByTestId('overview-scheduled-rows')).toContainText('Kerstgroet');
        await expect(p.getByTestId('overview-results-rows')).toContainText('Uitnodiging lezersavond');
      },
    ],
    [
      '/mail/statistics',
      'statistics',
      async (p) => {
        await expect(p.getByTestId('mail-statistics-figures')).toBeVisible();
        await expect(p.getByTestId('mail-statistics-campaigns')).toContainText('Uitnodiging lezersavond');
      },
    ],
    [
      '/mail/campaigns',
      'campaigns',
      async (p) => {
        await expect(p.locator('tbody tr').first()).toBeVisible();
      },
    ],
    [
      '/mail/legacy/campaigns',
      'legacy',
      async (p) => {
        await expect(p.getByTestId('legacy-help')).toContainText('45');
        await expect(p.locator('tbody')).toContainText('Weekoverzicht week 36');
      },
    ],
    [
      '/mail/segments',
      'segments',
      async (p) => {
        await expect(p.locator('tbody')).toContainText('Cultuurliefhebbers');
      },
    ],
    [
      '/mail/emailtemplates',
      'templates',
      async (p) => {
        await expect(p.locator('tbody')).toContainText('Weekoverzicht');
      },
    ],
    [
      '/mail/lists',
      'lists',
      async (p) => {
        await expect(p.locator('tbody')).toContainText('Cultuurbrief');
      },
    ],
  ];

  // The archive age through the engagement settings, as a user changes it.
  await page.goto('/mail');
  await page.getByTestId('engagement-settings-open').click();
  const settings = page.getByTestId('engagement-settings-dialog');
  await settings.getByTestId('engagement-setting-legacyAfterDays').fill('45');
  await settings.getByTestId('engagement-settings-save').click();
  await expect(page.getByText('Engagement-instellingen opgeslagen')).toBeVisible();
  try {
    const wide: string[] = [];
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [route, name, check] of screens) {
        await page.goto(route);
        await check(page);
        await expect(page.getByRole('alert').filter({ hasText: /fout|error/i })).toHaveCount(0);
        await shot(page, name);
        const { scrollWidth, innerWidth } = await pageWidth(page);
        if (scrollWidth > innerWidth) wide.push(`${route} at ${width} px: ${scrollWidth} px wide`);
      }
    }
    // A list's and a segment's own page on a phone as well.
    await page.goto('/mail/lists');
    await page.locator('tbody tr').filter({ hasText: 'Cultuurbrief' }).click();
    await expect(page).toHaveURL(/\/mail\/lists\/[^/]+\/show$/);
    await shot(page, 'list-show');
    for (const { scrollWidth, innerWidth } of [await pageWidth(page)])
      if (scrollWidth > innerWidth) wide.push(`list page at 390 px: ${scrollWidth} px wide`);
    await page.goto('/mail/segments');
    await page.locator('tbody tr').filter({ hasText: 'Cultuurliefhebbers' }).click();
    await expect(page.getByTestId('segment-hits')).toBeVisible();
    await shot(page, 'segment-edit-demo');
    for (const { scrollWidth, innerWidth } of [await pageWidth(page)])
      if (scrollWidth > innerWidth) wide.push(`segment page at 390 px: ${scrollWidth} px wide`);
    expect(wide).toEqual([]);
  } finally {
    const engagement = { ...config?.engagement, legacyAfterDays };
    const res = await api.put('/api/config', { data: { data: { engagement } } });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test('the marketing role sees the Engagement menu, an editor does not', async ({ page }) => {
  await signIn(page, MARKETING);
  await page.getByTestId('menu-group-engagement').click();
  for (const item of ['mail/campaigns', 'mail/segments', 'mail/emailtemplates', 'mail/lists'])
    await expect(page.getByTestId(`menu-item-/${item}`)).toBeVisible();
  await page.getByTestId('menu-item-/mail/campaigns').click();
  await expect(page.locator('tbody')).toContainText('Weekoverzicht week 48 (concept)');
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('profile-menu-logout').click();
  await expect(page.getByTestId('logout-done')).toBeVisible();
  await signIn(page, EDITOR);
  await expect(page.locator('[data-testid^="menu-group-"]').first()).toBeVisible();
  await expect(page.getByTestId('menu-group-engagement')).toHaveCount(0);
});
