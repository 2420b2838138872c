import { expect, request, test } from '@playwright/test';
import { ADMIN, createUser, latestMailTo, signIn } from './fixtures';

// Journey of issue #23 "System e-mails": an administrator changes the Dutch subject of the password reset mail, sees
// it in the live preview, the next reset mail carries it, and "reset to default" (after confirming) brings the
// default back.

test('an administrator changes the password reset subject in Dutch, previews it, and resets it', async ({
  page,
  baseURL,
}) => {
  const person = await createUser(baseURL!, 'editor');
  await signIn(page, ADMIN);
  await page.goto('/settings/emails');
  const row = page.getByTestId('system-email-password-reset');
  await expect(row.getByTestId('state-password-reset-nl')).toContainText('standaard');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/settings\/emails\/password-reset$/);

  const subject = page.getByTestId('system-email-subject');
  await expect(subject).toHaveValue('Stel je wachtwoord opnieuw in');
  await subject.fill('Je nieuwe wachtwoord voor ');
  await page.getByTestId('field-code').click();
  await expect(subject).toHaveValue('Je nieuwe wachtwoord voor {{code}}');
  // The preview renders the unsaved subject with the sample code; the HTML sits in a sandboxed frame.
  await expect(page.getByTestId('system-email-preview-subject')).toContainText('Je nieuwe wachtwoord voor 482913');
  await expect(page.getByTestId('system-email-preview-html')).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[data-testid="system-email-preview-html"]').locator('body')).toContainText(
    'Iemand heeft gevraagd',
  );
  await page.getByTestId('system-email-save').click();
  await expect(page.getByTestId('state-password-reset-nl')).toContainText('gewijzigd');

  // The reader asks for a reset without a session (a fresh request context: no console cookies).
  const anonymous = await request.newContext({ baseURL });
  const forgot = await anonymous.post('/api/auth/forgot-password', { data: { email: person.email } });
  expect(forgot.ok()).toBe(true);
  await anonymous.dispose();
  await expect
    .poll(async () => (await latestMailTo(baseURL!, person.email))?.subject)
    .toMatch(/^Je nieuwe wachtwoord voor \S+$/);

  // English keeps its default.
  await page.getByTestId('tab-en').click();
  await expect(subject).toHaveValue('Reset your password');
  await expect(page.getByTestId('system-email-reset')).toBeDisabled();

  await page.getByTestId('tab-nl').click();
  await page.getByTestId('system-email-reset').click();
  await page.getByTestId('system-email-reset-confirm').click();
  await expect(page.getByTestId('state-password-reset-nl')).toContainText('standaard');
  await expect(subject).toHaveValue('Stel je wachtwoord opnieuw in');
});
