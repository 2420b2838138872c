import { render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useCanAccessActions } from './useCanAccessActions';

const ACTIONS = ['pay', 'close', 'cancel'] as const;

const Probe = () => {
  const permitted = useCanAccessActions('sales/orders', ACTIONS);
  return <p data-testid="permitted">{permitted === undefined ? 'asking' : permitted.join(',') || 'none'}</p>;
};

const authWith = (canAccess?: AuthProvider['canAccess']): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  ...(canAccess ? { canAccess } : {}),
});

describe('useCanAccessActions', () => {
  it('answers nothing until every action is answered, then only the allowed ones, asked per action', async () => {
    let answer: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (answer = resolve));
    const canAccess = vi.fn(async ({ action }: { resource: string; action: string }) => {
      await asked;
      return action !== 'close';
    });
    render(
      <AdminContext authProvider={authWith(canAccess)}>
        <Probe />
      </AdminContext>,
    );
    expect(screen.getByTestId('permitted')).toHaveTextContent('asking');
    answer();
    expect(await screen.findByText('pay,cancel')).toBeInTheDocument();
    expect(canAccess.mock.calls.map(([params]) => [params.resource, params.action])).toEqual([
      ['sales/orders', 'pay'],
      ['sales/orders', 'close'],
      ['sales/orders', 'cancel'],
    ]);
  });

  it('allows none when the access check refuses all, and all when there is no access check', async () => {
    const { unmount } = render(
      <AdminContext authProvider={authWith(async () => false)}>
        <Probe />
      </AdminContext>,
    );
    expect(await screen.findByText('none')).toBeInTheDocument();
    unmount();
    render(
      <AdminContext authProvider={authWith()}>
        <Probe />
      </AdminContext>,
    );
    expect(await screen.findByText('pay,close,cancel')).toBeInTheDocument();
  });
});
