import crypto from 'node:crypto';
import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { adminApi, createUser, EDITOR, signIn } from './fixtures';
import { SOCIAL_STANDIN_PORT } from './playwright.config';

// Journeys of issue #23 "Settings" (docs/settings.md): an administrator finds the general settings from the overview,
// changes the site name and the cover size and sees their effect (the brand in the top bar, "new covers 800 × 450"),
// a refused value keeps the input; an editor shares a published article through the share provider (a local
// stand-in) and sees it recorded, and a failed share shows SPEC 8's message.

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

test('an administrator changes the site name and cover size and sees the effect', async ({ page, baseURL }) => {
  const admin = await createUser(baseURL!, 'administrator');
  const { api } = await adminApi(baseURL!);
  const siteName = `Krant ${crypto.randomBytes(3).toString('hex')}`;
  await signIn(page, admin);
  try {
    await page.getByTestId('menu-group-settings').click();
    await page.getByTestId('menu-item-/settings').click();
    await expect(page.getByTestId('settings-card-settings-social')).toBeVisible();
    await page.getByTestId('settings-card-settings-general').getByRole('link').click();
    await expect(page).toHaveURL(/\/settings\/general$/);

    await page.getByTestId('setting-global-siteName').fill(siteName);
    await page.getByTestId('setting-content-resizeWidth').fill('800');
    await page.getByTestId('setting-content-resizeHeight').fill('450');
    await expect(page.getByTestId('settings-effect-content')).toContainText('Nieuwe omslagen worden 800 × 450 pixels');
    await page.getByTestId('setting-sales-orderSerialLength').fill('8');
    await expect(page.getByTestId('settings-effect-sales')).toContainText('00000001');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Instellingen opgeslagen')).toBeVisible();
    // The brand in the menu follows at once, and the server applies the new size.
    await expect(page.getByRole('link', { name: siteName })).toBeVisible();
    const stored = (await (await api.get('/api/config')).json()).data;
    expect(stored.content).toMatchObject({ resizeWidth: 800, resizeHeight: 450 });

    // A refused value: the shared rules mark it, nothing is sent, the input stays.
    await page.getByTestId('setting-global-frontendURI').fill('geen adres');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('settings-refusal')).toBeVisible();
    await expect(page.getByText('Vul een geldige link in die begint met https://')).toBeVisible();
    await expect(page.getByTestId('setting-global-frontendURI')).toHaveValue('geen adres');

    await page.reload();
    await expect(page.getByTestId('setting-global-siteName')).toHaveValue(siteName);
    await expect(page.getByTestId('settings-editor-preview')).toBeVisible();
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Measured once the layout has followed the new width (a busy machine re-renders the media queries later).
      await expect
        .poll(
          async () => {
            const { scrollWidth, innerWidth } = await pageWidth(page);
            return scrollWidth - innerWidth;
          },
          { message: `/settings/general overflows at ${width}px` },
        )
        .toBeLessThanOrEqual(0);
    }
  } finally {
    const res = await api.put('/api/config', {
      data: {
        data: {
          global: { siteName: 'Newsroom' },
          content: { resizeWidth: 1200, resizeHeight: 675 },
          sales: { orderSerialLength: 6 },
        },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test('an editor shares a published article; a failed share shows the failure message', async ({ page, baseURL }) => {
  let answer = 201;
  const received: { network: string; text: string; url: string }[] = [];
  const provider = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(SOCIAL_STANDIN_PORT, '127.0.0.1', resolve));
  try {
    const { api } = await adminApi(baseURL!);
    const items = await api.get('/api/contents?locale=nl&filters[status][$eq]=PUBLISHED&pagination[pageSize]=1');
    const article = (await items.json()).data[0];
    await signIn(page, EDITOR);
    await page.goto('/settings/social');
    await expect(page.getByTestId('social-share')).toBeVisible();
    // The accounts are site configuration: administrators only.
    await expect(page.getByTestId('social-accounts')).toHaveCount(0);

    await page.getByTestId('share-item').fill(article.title.slice(0, 12));
    await page.getByRole('option', { name: article.title, exact: true }).first().click();
    await page.getByTestId('share-text').fill('Vandaag op de site: lees het hele verhaal');
    await expect(page.getByTestId('share-counter')).toContainText('van 280 tekens');
    await expect(page.getByTestId('share-counter')).toContainText('Aanbevolen: hoogstens 60 tekens');
    await page.getByTestId('share-send').click();
    await expect(page.getByText('Het bericht is gedeeld')).toBeVisible();
    expect(received.at(-1)).toMatchObject({ network: 'twitter', text: 'Vandaag op de site: lees het hele verhaal' });
    expect(received.at(-1)!.url).toContain(article.slug);
    await expect(page.getByTestId('share-row').first()).toContainText('Gedeeld');

    answer = 503;
    await page.getByTestId('share-text').fill('Nog een keer');
    await page.getByTestId('share-send').click();
    await expect(page.getByTestId('share-refusal')).toContainText('Het delen van het bericht is mislukt.');
    await expect(page.getByTestId('share-row').first()).toContainText('Mislukt');
    await page.setViewportSize({ width: 390, height: 900 });
    const { scrollWidth, innerWidth } = await pageWidth(page);
    expect(scrollWidth, '/settings/social at 390px').toBeLessThanOrEqual(innerWidth);
  } finally {
    provider.close();
  }
});
