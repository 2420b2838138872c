import { expect, test } from '@playwright/test';
import { ADMIN, createUser, latestMailTo, signIn } from './fixtures';

test('a wrong password is shown in the form in Dutch, not toasted', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(ADMIN.email);
  await page
    .getByLabel(/wachtwoord/i)
    .first()
    .fill('niet-het-wachtwoord');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Onjuist e-mailadres of wachtwoord.');
  await expect(page.getByTestId('error-toast')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('an unauthenticated visitor goes to /login and comes back to the page asked for', async ({ page }) => {
  await page.goto('/privacy');
  await page.goto('/search?q=jansen');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(/e-mail/i).fill(ADMIN.email);
  await page
    .getByLabel(/wachtwoord/i)
    .first()
    .fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/search\?q=jansen/);
  await expect(page.getByTestId('search-result').first()).toContainText('Jansen');
});

test('sign-out ends the session: the back button does not bring the console back', async ({ page }) => {
  const person = await createUser(test.info().project.use.baseURL!, 'editor');
  await signIn(page, person);
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('profile-menu-logout').click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByTestId('logout-done')).toHaveText('U bent uitgelogd.');
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(401);
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await page.goForward();
  await page.getByTestId('logout-sign-in').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

test('forgot and reset password through the e-mail in the outbox', async ({ page, baseURL }) => {
  const person = await createUser(baseURL!, 'editor');
  await page.goto('/login');
  await page.getByRole('link', { name: /wachtwoord vergeten/i }).click();
  await page.getByLabel(/e-mail/i).fill(person.email);
  await page.getByRole('button', { name: /verstuur|versturen|verzend/i }).click();
  await expect(page.getByTestId('forgot-result')).toBeVisible();

  const mail = await latestMailTo(baseURL!, person.email);
  const link = /https?:\/\/\S+\/reset-password\?code=\S+/.exec(mail.text)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel(/^nieuw wachtwoord/i).fill('Vernieuwd123!');
  await page.getByLabel(/herhaal/i).fill('Vernieuwd123!');
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, { email: person.email, password: 'Vernieuwd123!' });
});
