import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_EMAILS, type SystemEmailDefinition } from '@newsroom/config';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU } from '@/layout/areas';
import { filterMenu, routesOf } from '@/layout/menuModel';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith } from '@/resources/content/content/testHarness';
import { SystemEmailEdit } from './SystemEmailEdit';
import { SystemEmailList } from './SystemEmailList';

const TIMEOUT = { timeout: 15_000 };
const ME = { 'GET /api/me': { body: meWith(['api::system-email.system-email.find']) } };

/** The API's answer for a definition, with an override in the languages given. */
const answerOf = (definition: SystemEmailDefinition, overrides: Partial<Record<'nl' | 'en', string>> = {}) => ({
  key: definition.key,
  name: definition.name,
  trigger: definition.trigger,
  fields: definition.fields,
  languages: Object.fromEntries(
    (['nl', 'en'] as const).map((l) => [
      l,
      {
        default: definition.defaults[l],
        override: overrides[l]
          ? { subject: overrides[l], body: definition.defaults[l].body, updatedAt: '2026-11-28T01:00:00.000Z' }
          : null,
      },
    ]),
  ),
});
const RESET = SYSTEM_EMAILS.find((d) => d.key === 'password-reset')!;

const renderAt = (path: string) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <Routes>
          <Route path="/settings/emails" element={<SystemEmailList />} />
          <Route path="/settings/emails/:key" element={<SystemEmailEdit />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

describe('/settings/emails', () => {
  it('lists every e-mail with what sends it and its state per language; search and filter narrow it', async () => {
    mockFetchRoutes({
      ...ME,
      'GET /api/system-emails': {
        body: { data: SYSTEM_EMAILS.map((d) => answerOf(d, d.key === 'password-reset' ? { nl: 'Nieuw' } : {})) },
      },
    });
    renderAt('/settings/emails');
    const row = await screen.findByTestId('system-email-password-reset', {}, TIMEOUT);
    expect(row).toHaveTextContent('Wachtwoord opnieuw instellen');
    expect(row).toHaveTextContent('Wachtwoord vergeten');
    expect(within(row).getByTestId('state-password-reset-nl')).toHaveTextContent('NL: gewijzigd');
    expect(within(row).getByTestId('state-password-reset-en')).toHaveTextContent('EN: standaard');
    expect(screen.getAllByRole('row')).toHaveLength(SYSTEM_EMAILS.length + 1);

    await userEvent.type(screen.getByTestId('system-emails-search'), 'betal');
    const names = screen.getAllByRole('row').slice(1);
    expect(names.map((r) => r.getAttribute('data-testid'))).toEqual([
      'system-email-payment-received',
      'system-email-invoice-reminder',
    ]);
    await userEvent.clear(screen.getByTestId('system-emails-search'));
    await userEvent.click(screen.getByTestId('system-emails-filter'));
    await userEvent.click(await screen.findByRole('option', { name: 'Gewijzigd' }));
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-testid')),
    ).toEqual(['system-email-password-reset']);
    await userEvent.type(screen.getByTestId('system-emails-search'), 'bestaat niet');
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Geen e-mails gevonden');
  });

  it('edits per language with a field inserted, previews live, keeps the input on a refusal and resets after asking', async () => {
    const { calls } = mockFetchRoutes({
      ...ME,
      'GET /api/system-emails/password-reset': { body: { data: answerOf(RESET, { nl: 'Eigen onderwerp' }) } },
      'POST /api/system-emails/password-reset/nl/preview': (call) => ({
        body: {
          data: {
            subject: (call.body as { data: { subject: string } }).data.subject,
            text: 'x',
            html: '<p>voorbeeld</p>',
          },
        },
      }),
      'PUT /api/system-emails/password-reset/nl': {
        status: 422,
        body: {
          error: {
            status: 422,
            name: 'UnprocessableEntityError',
            message: 'x',
            details: { code: 'system_email_unknown_fields', fields: ['voornaam'], params: { fields: 'voornaam' } },
          },
        },
      },
      'DELETE /api/system-emails/password-reset/nl': { body: { data: answerOf(RESET) } },
    });
    renderAt('/settings/emails/password-reset');
    const subject = await screen.findByTestId('system-email-subject', {}, TIMEOUT);
    expect(subject).toHaveValue('Eigen onderwerp');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Hallo ');
    await userEvent.click(screen.getByTestId('field-code'));
    expect(subject).toHaveValue('Hallo {{code}}');
    await waitFor(
      () => expect(screen.getByTestId('system-email-preview-subject')).toHaveTextContent('Hallo {{code}}'),
      TIMEOUT,
    );
    expect(screen.getByTestId('system-email-preview-html')).toHaveAttribute('sandbox', '');

    await userEvent.type(subject, ' {{{{voornaam}}');
    await userEvent.click(screen.getByTestId('system-email-save'));
    expect(await screen.findByTestId('system-email-refusal', {}, TIMEOUT)).toHaveTextContent(
      'Onbekende samenvoegvelden: voornaam.',
    );
    expect(subject).toHaveValue('Hallo {{code}} {{voornaam}}');

    await userEvent.click(screen.getByTestId('tab-en'));
    expect(screen.getByTestId('system-email-subject')).toHaveValue('Reset your password');
    expect(screen.getByTestId('system-email-reset')).toBeDisabled();
    await userEvent.click(screen.getByTestId('tab-nl'));
    await userEvent.click(screen.getByTestId('system-email-reset'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(await screen.findByTestId('system-email-reset-confirm'));
    await waitFor(() => expect(screen.getByTestId('system-email-subject')).toHaveValue(RESET.defaults.nl.subject));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('is in the settings menu, after social media, only with the action', () => {
    const routes = routesOf(
      filterMenu(MENU, ['api::system-email.system-email.find', 'api::social-share.social-share.find']),
    );
    expect(routes.slice(routes.indexOf('/settings/social'))).toEqual(['/settings/social', '/settings/emails']);
    expect(routesOf(filterMenu(MENU, ['api::content.content.find']))).not.toContain('/settings/emails');
  });
});
