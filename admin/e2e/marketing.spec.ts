import crypto from 'node:crypto';
import { expect, request, test, type Locator, type Page } from '@playwright/test';
import { adminApi, EDITOR, signIn } from './fixtures';

// Journey of issue #20 "Marketing zones", as the marketing role in Dutch: a zone, a popup scheduled for today and
// targeted at readers with an access tag (capped once per 7 days by default), a bundle placing it in the zone; then
// the website asks the zone: the tagged reader gets the popup once, an anonymous visitor does not; the overview
// shows what runs where.

const MARKETING = { email: 'marketing@example.com', password: 'Marketing123!' };
const unique = () => crypto.randomBytes(3).toString('hex');

/** "YYYY-MM-DDTHH:mm" on Amsterdam's clock, what the date-and-time input takes. */
const amsterdam = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(ms)
    .replace(' ', 'T');

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('marketing schedules a popup for tagged readers and the zone serves it to such a reader', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { api } = await adminApi(baseURL!);
  const id = unique();
  const tag = `vip-${id}`;
  const tagRes = await api.post('/api/profile-tags', {
    data: { data: { name: `VIP ${id}`, slug: tag, kind: 'ACCESS' } },
  });
  expect(tagRes.status(), await tagRes.text()).toBe(201);
  const tagId = (await tagRes.json()).data.documentId;
  // The tagged reader: the demo editor's own profile gets the access tag.
  const profiles = await (await api.get(`/api/profiles?filters[email][$eq]=${EDITOR.email}`)).json();
  const tagged = await api.put(`/api/profiles/${profiles.data[0].documentId}`, { data: { data: { tags: [tagId] } } });
  expect(tagged.status(), await tagged.text()).toBe(200);

  await signIn(page, MARKETING);
  await expect(page.getByTestId('topbar')).toBeVisible();

  // 1. The zone.
  const key = `e2e-popup-${id}`;
  await page.goto('/marketing/zones/create');
  const zoneForm = page.getByTestId('marketingZones-form');
  await zoneForm.getByRole('textbox', { name: 'Naam', exact: true }).fill(`Pop-up ${id}`);
  await zoneForm.getByRole('textbox', { name: /^Sleutel/ }).fill(key);
  await zoneForm.getByRole('spinbutton', { name: /^Breedte/ }).fill('500');
  await zoneForm.getByRole('spinbutton', { name: /^Hoogte/ }).fill('400');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/marketing\/zones\/[^/]+$/);

  // 2. The popup: scheduled from an hour ago until tomorrow, for readers with the tag; the cap starts at 1 per 7 days.
  await page.goto('/marketing/content/create');
  const form = page.getByTestId('marketingContent-form');
  await form.getByRole('textbox', { name: 'Naam', exact: true }).fill(`Lezersavond ${id}`);
  await choose(form, page, 'Soort', 'Pop-up');
  await form.getByRole('textbox', { name: /^Titel/ }).fill('Kom naar de lezersavond');
  await form.getByRole('textbox', { name: /^Tekst/ }).fill('Voor VIP-lezers.');
  await expect(form.getByRole('spinbutton', { name: /^Hoogstens/ })).toHaveValue('1');
  await expect(form.getByRole('spinbutton', { name: /^Per \(dagen\)/ })).toHaveValue('7');
  const now = Date.now();
  await form.getByLabel(/^Vanaf/).fill(amsterdam(now - 3_600_000));
  await form.getByLabel(/^Tot/).fill(amsterdam(now + 86_400_000));
  await choose(form, page, 'Publiek', 'Lezers met een tag');
  await form.getByRole('textbox', { name: /^Tag/ }).fill(tag);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/marketing\/content\/[^/]+$/);

  // 3. The bundle: the popup in the zone.
  await page.goto('/marketing/bundles/create');
  const bundleForm = page.getByTestId('marketingBundles-form');
  await bundleForm.getByRole('textbox', { name: 'Naam', exact: true }).fill(`Pop-ups ${id}`);
  await bundleForm.getByRole('combobox', { name: /^Zone$/ }).fill(`Pop-up ${id}`);
  await page.getByRole('option', { name: `Pop-up ${id}`, exact: true }).click();
  await bundleForm.getByRole('button', { name: /toevoegen/i }).click();
  await bundleForm.getByRole('combobox', { name: /^Content/ }).fill(`Lezersavond ${id}`);
  await page.getByRole('option', { name: `Lezersavond ${id}`, exact: true }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/marketing\/bundles\/[^/]+$/);

  // 4. The website asks the zone: the tagged reader gets the popup (once a week), an anonymous visitor nothing.
  const site = await request.newContext({ baseURL });
  const { jwt } = await (
    await site.post('/api/auth/local', { data: { identifier: EDITOR.email, password: EDITOR.password } })
  ).json();
  const reader = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${jwt}` } });
  const zone = `/api/marketing/zones/${key}/content`;
  const served = await (await reader.get(zone)).json();
  expect(served.data.content).toMatchObject({ type: 'POPUP', fields: { title: 'Kom naar de lezersavond' } });
  expect((await (await reader.get(zone)).json()).data.content).toBeNull();
  expect((await (await site.get(`${zone}?visitor=anoniem-${id}`)).json()).data.content).toBeNull();

  // 5. The overview shows what runs where.
  await page.goto('/marketing');
  await expect(page.getByTestId(`marketing-zone-${key}`)).toContainText(`Lezersavond ${id}`);
});
