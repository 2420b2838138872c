import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { ActionDialog, type DialogRefusal } from './ActionDialog';

const show = ({ busy = false, refusal = null }: { busy?: boolean; refusal?: DialogRefusal | null } = {}) => {
  const calls = { onClose: vi.fn(), onOpen: vi.fn(), onClick: vi.fn() };
  renderWithAdmin(
    <ActionDialog
      open
      onClose={calls.onClose}
      onOpen={calls.onOpen}
      title="Ontvangen bedrag vastleggen"
      maxWidth="xs"
      testId="probe-dialog"
      refusal={refusal}
      action={{ label: 'app.invoices.payment.save', onClick: calls.onClick, testId: 'probe-save' }}
      busy={busy}
    >
      <input aria-label="bedrag" defaultValue="12,50" />
    </ActionDialog>,
  );
  return calls;
};

describe('ActionDialog', () => {
  it('shows its title and inputs, starts fresh as it opens, and runs its action or closes', async () => {
    const calls = show();
    const dialog = await screen.findByTestId('probe-dialog');
    expect(within(dialog).getByText('Ontvangen bedrag vastleggen')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('bedrag')).toHaveValue('12,50');
    expect(calls.onOpen).toHaveBeenCalledTimes(1);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('probe-save'));
    expect(calls.onClick).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(calls.onClose).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the server refused, with its title and test id, under the inputs', async () => {
    show({ refusal: { title: 'Verzenden mislukt', text: 'Probeer het later nog eens.', testId: 'probe-refused' } });
    const refused = await screen.findByTestId('probe-refused');
    expect(refused).toHaveTextContent('Verzenden mislukt');
    expect(refused).toHaveTextContent('Probeer het later nog eens.');
    expect(screen.getByLabelText('bedrag').compareDocumentPosition(refused)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('disables both buttons while the call runs', async () => {
    show({ busy: true });
    const dialog = await screen.findByTestId('probe-dialog');
    expect(screen.getByTestId('probe-save')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeDisabled();
  });
});
