/** The profile's account tab: the staff actions (block, restore, ...), who sees them, the sign-in address, delete. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ALL_PROFILE_ACTIONS,
  PROFILE,
  buttonIn,
  findDialog,
  renderAccountTab,
  setup,
  prepareProfileTests,
} from './testHarness';

prepareProfileTests({ testTimeout: 30_000 });

describe('profile account tab (/users/{id})', () => {
  it('blocks the account after confirmation and shows the new state; a refusal shows the server reason', async () => {
    const { calls } = setup({
      'POST /api/profiles/p7/account/block': {
        body: { data: { documentId: 'p7', accountStatus: 'CONFIRMED', blocked: true, confirmed: true } },
      },
      'POST /api/profiles/p7/account/resend-confirmation': {
        status: 409,
        body: {
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'Dit account hoeft niet bevestigd te worden.',
            details: { code: 'not_unconfirmed' },
          },
        },
      },
    });
    renderAccountTab(PROFILE);
    // The actions follow the signed-in user's rights (GET /api/me).
    await screen.findByTestId('account-actions');
    const tab = screen.getByTestId('account-tab');
    expect(within(tab).getByText('Bevestigd')).toBeInTheDocument();
    fireEvent.click(within(tab).getByTestId('account-block'));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Account blokkeren?')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/account/'))).toBe(false);
    fireEvent.click(buttonIn(dialog, 'Bevestigen'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/profiles/p7/account/block')).toBe(true),
    );
    expect(await within(tab).findByText('Geblokkeerd')).toBeInTheDocument();
    expect(within(tab).getByTestId('account-unblock')).toBeInTheDocument();
    expect(await screen.findByText('Het account is geblokkeerd.')).toBeInTheDocument();

    fireEvent.click(within(tab).getByTestId('account-resendConfirmation'));
    fireEvent.click(buttonIn(await findDialog(), 'Bevestigen'));
    expect(
      await screen.findByText('Dit account is al bevestigd; een bevestigingsmail is niet nodig.'),
    ).toBeInTheDocument();
  });
  it('hides account actions without their permission', async () => {
    setup(
      {},
      ALL_PROFILE_ACTIONS.filter((a) => !/\.(block|unblock|archive|delete)$/.test(a)),
    );
    renderAccountTab(PROFILE);
    // The actions follow the signed-in user's rights (GET /api/me).
    await screen.findByTestId('account-actions');
    const tab = screen.getByTestId('account-tab');
    expect(within(tab).queryByTestId('account-block')).not.toBeInTheDocument();
    expect(within(tab).queryByTestId('account-archive')).not.toBeInTheDocument();
    expect(within(tab).getByTestId('account-forcePasswordReset')).toBeInTheDocument();
    expect(within(tab).queryByTestId('delete-profile')).not.toBeInTheDocument();
  });
  it('deletes only after the profile e-mail is typed, sends it as confirmEmail and returns to the list', async () => {
    const { calls } = setup({ 'DELETE /api/profiles/p7': { status: 204 } });
    renderAccountTab(PROFILE);
    const user = userEvent.setup();
    fireEvent.click(await screen.findByTestId('delete-profile'));
    const dialog = await screen.findByTestId('delete-profile-dialog');
    expect(within(dialog).getByText(/piet@example\.nl/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Verwijderd profiel/)).toBeInTheDocument();
    const confirm = within(dialog).getByTestId('delete-profile-confirm');
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByTestId('delete-profile-email');
    await user.type(input, 'piet@example.com');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Piet@Example.nl');
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/profiles/p7?confirmEmail=Piet%40Example.nl');
    expect(await screen.findByText('Het profiel piet@example.nl is verwijderd.')).toBeInTheDocument();
    // Back to the list.
    expect(await screen.findByTestId('users-list')).toBeInTheDocument();
  });
  it('shows the emailMatch refusal in the delete dialog', async () => {
    setup({
      'DELETE /api/profiles/p7': {
        status: 400,
        body: {
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'The e-mail address does not match the profile.',
            details: {
              code: 'emailMatch',
              errors: [
                {
                  path: ['confirmEmail'],
                  code: 'emailMatch',
                  message: 'The e-mail address does not match the profile.',
                },
              ],
            },
          },
        },
      },
    });
    renderAccountTab(PROFILE);
    fireEvent.click(await screen.findByTestId('delete-profile'));
    const dialog = await screen.findByTestId('delete-profile-dialog');
    fireEvent.change(within(dialog).getByTestId('delete-profile-email'), { target: { value: 'piet@example.nl' } });
    fireEvent.click(within(dialog).getByTestId('delete-profile-confirm'));
    expect(await within(dialog).findByText('Het e-mailadres komt niet overeen met dit profiel')).toBeInTheDocument();
    // The dialog stays open with what was typed, ready for another try.
    expect(within(dialog).getByTestId('delete-profile-email')).toHaveValue('piet@example.nl');
    await waitFor(() => expect(within(dialog).getByTestId('delete-profile-confirm')).toBeEnabled());
  });

  it('restores an archived account after confirmation; the button shows only for archived accounts', async () => {
    const { calls } = setup({
      'POST /api/profiles/p7/account/restore': {
        body: { data: { documentId: 'p7', accountStatus: 'CONFIRMED', blocked: false, confirmed: true } },
      },
    });
    renderAccountTab({ ...PROFILE, accountStatus: 'ARCHIVED' });
    // The actions follow the signed-in user's rights (GET /api/me).
    await screen.findByTestId('account-actions');
    const tab = screen.getByTestId('account-tab');
    expect(within(tab).getByText('Gearchiveerd')).toBeInTheDocument();
    expect(within(tab).queryByTestId('account-archive')).not.toBeInTheDocument();
    expect(within(tab).queryByTestId('account-forcePasswordReset')).not.toBeInTheDocument();
    const restore = within(tab).getByTestId('account-restore');
    expect(restore).toHaveTextContent('Herstellen');
    fireEvent.click(restore);
    const dialog = await findDialog();
    expect(within(dialog).getByText('Account herstellen?')).toBeInTheDocument();
    fireEvent.click(buttonIn(dialog, 'Bevestigen'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/profiles/p7/account/restore')).toBe(true),
    );
    expect(await within(tab).findByText('Bevestigd')).toBeInTheDocument();
    expect(within(tab).getByTestId('account-archive')).toBeInTheDocument();
    expect(within(tab).queryByTestId('account-restore')).not.toBeInTheDocument();
    expect(await screen.findByText('Het account is hersteld.')).toBeInTheDocument();
  });

  it('offers no restore without its permission', async () => {
    setup(
      {},
      ALL_PROFILE_ACTIONS.filter((a) => !a.endsWith('.restore')),
    );
    renderAccountTab({ ...PROFILE, accountStatus: 'ARCHIVED' });
    // The actions follow the signed-in user's rights (GET /api/me).
    await screen.findByTestId('account-actions');
    const tab = screen.getByTestId('account-tab');
    expect(within(tab).getByTestId('account-block')).toBeInTheDocument();
    expect(within(tab).queryByTestId('account-restore')).not.toBeInTheDocument();
  });

  it('shows the sign-in address and a new one waiting for confirmation', async () => {
    setup();
    renderAccountTab({
      ...PROFILE,
      email: 'piet@nieuw.nl',
      loginEmail: 'piet@example.nl',
      pendingEmail: 'piet@nieuw.nl',
    });
    const tab = await screen.findByTestId('account-tab');
    expect(within(tab).getByTestId('account-login-email')).toHaveTextContent('piet@example.nl');
    expect(within(tab).getByTestId('account-pending-email')).toHaveTextContent(
      'Wacht op bevestiging van piet@nieuw.nl',
    );
  });
});
