import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { useApiMutation } from './useApiMutation';

const Probe = ({ call }: { call: (n: number) => Promise<number> }) => {
  const [done, setDone] = useState<number | null>(null);
  const [settled, setSettled] = useState(0);
  const { run, busy } = useApiMutation(call, {
    onSuccess: (result) => setDone(result),
    refusal: (error) => (error instanceof Error ? error.message : undefined),
    onSettled: () => setSettled((n) => n + 1),
  });
  return (
    <>
      <button type="button" disabled={busy} onClick={() => run(2)}>
        go
      </button>
      <p data-testid="done">{done ?? '-'}</p>
      <p data-testid="settled">{settled}</p>
    </>
  );
};

describe('useApiMutation', () => {
  it('is busy while the call runs and hands its answer to onSuccess', async () => {
    let finish: (value: number) => void = () => undefined;
    const call = vi.fn((n: number) => new Promise<number>((resolve) => (finish = (v) => resolve(v * n))));
    renderWithAdmin(<Probe call={call} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'go' }));
    expect(call).toHaveBeenCalledWith(2, expect.anything());
    await waitFor(() => expect(screen.getByRole('button', { name: 'go' })).toBeDisabled());
    finish(21);
    expect(await screen.findByText('42')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'go' })).toBeEnabled());
    expect(screen.getByTestId('settled')).toHaveTextContent('1');
  });

  it('toasts the refusal once and becomes usable again', async () => {
    const call = vi.fn(() => Promise.reject(new Error('Deze bestelling is geannuleerd')));
    renderWithAdmin(
      <>
        <Probe call={call} />
        <Notification />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('Deze bestelling is geannuleerd')).toBeInTheDocument();
    expect(screen.getByTestId('settled')).toHaveTextContent('1');
    expect(screen.getByTestId('done')).toHaveTextContent('-');
    await waitFor(() => expect(screen.getByRole('button', { name: 'go' })).toBeEnabled());
  });

  it('hands a refusal to onError with the input of the call, for a screen that explains it in place, and toasts nothing', async () => {
    const Explained = () => {
      const [why, setWhy] = useState('-');
      const { run } = useApiMutation((n: number) => Promise.reject(new Error(`geweigerd ${n}`)), {
        onError: (error, n) => setWhy(`${(error as Error).message} (${n})`),
      });
      return (
        <>
          <button type="button" onClick={() => run(7)}>
            go
          </button>
          <p data-testid="why">{why}</p>
        </>
      );
    };
    renderWithAdmin(
      <>
        <Explained />
        <Notification />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('geweigerd 7 (7)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
