import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { useExplainedMutation } from './useExplainedMutation';

const Probe = ({ call, onError }: { call: (word: string) => Promise<string>; onError?: () => void }) => {
  const { run, busy, refusal } = useExplainedMutation(call, {
    explain: (error, word) => `${word}: ${(error as Error).message}`,
    onError,
  });
  return (
    <>
      <button type="button" disabled={busy} onClick={() => run('betalen')}>
        go
      </button>
      <p data-testid="refusal">{refusal ?? '-'}</p>
    </>
  );
};

describe('useExplainedMutation', () => {
  it('keeps why the call was refused, in place and not as a toast, and forgets it as the next call starts', async () => {
    let refuse = true;
    let finish: (value: string) => void = () => undefined;
    const call = vi.fn(() =>
      refuse ? Promise.reject(new Error('al betaald')) : new Promise<string>((resolve) => (finish = resolve)),
    );
    const onError = vi.fn();
    renderWithAdmin(
      <>
        <Probe call={call} onError={onError} />
        <Notification />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('betalen: al betaald')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    refuse = false;
    await waitFor(() => expect(screen.getByRole('button', { name: 'go' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(screen.getByTestId('refusal')).toHaveTextContent('-'));
    expect(screen.getByRole('button', { name: 'go' })).toBeDisabled();
    finish('ok');
    await waitFor(() => expect(screen.getByRole('button', { name: 'go' })).toBeEnabled());
    expect(screen.getByTestId('refusal')).toHaveTextContent('-');
  });
});
