import { expect, test, type Page } from '@playwright/test';
import { createUser, signIn } from './fixtures';

// Journey of issue #23 "Guided tour": a new editor meets the tour on first sign-in. It walks the areas their role
// may use (not engagement, which is for marketing) and the shell; finishing it is remembered for the user, and the
// profile menu starts it again.

const tooltip = (page: Page) => page.locator('.react-joyride__tooltip');

/** Clicks through every step and answers the titles it showed. */
async function walk(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    await expect(tooltip(page)).toBeVisible();
    titles.push((await tooltip(page).locator('h1').textContent()) ?? '');
    const last = page.getByRole('button', { name: 'Klaar' });
    if (await last.isVisible()) {
      await last.click();
      return titles;
    }
    await page.getByRole('button', { name: /^Volgende/ }).click();
  }
  throw new Error('the tour did not end');
}

test('a new editor gets the tour of their areas once, and can start it again from the profile menu', async ({
  page,
  baseURL,
}) => {
  const editor = await createUser(baseURL!, 'editor');
  await signIn(page, editor, { tour: true });
  await expect(tooltip(page)).toContainText('Welkom in de backoffice');
  const titles = await walk(page);
  expect(titles[0]).toBe('Welkom in de backoffice');
  expect(titles).toContain('Inhoud');
  expect(titles).toContain('Zoeken');
  expect(titles).toContain('Jouw profiel');
  expect(titles).not.toContain('Engagement');
  await expect(tooltip(page)).toHaveCount(0);

  // Remembered for the user: a new visit starts without it.
  const stored = await page.evaluate(async () => (await (await fetch('/api/me')).json()).preferences.tourCompleted);
  expect(stored).toBe(1);
  await page.reload();
  await expect(page.getByTestId('menu-group-content')).toBeVisible();
  await expect(tooltip(page)).toHaveCount(0);

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('profile-menu-tour').click();
  await expect(tooltip(page)).toContainText('Welkom in de backoffice');
  await page.getByRole('button', { name: 'Overslaan' }).click();
  await expect(tooltip(page)).toHaveCount(0);
});
