import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from '../providers/dataProvider';
import { resetErrorBus } from '../providers/errorBus';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { ErrorToastHost } from './ErrorToast';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetErrorBus();
});

const fail = async (status: number, url: string, body: unknown) => {
  mockFetch({ status, body });
  await act(async () => {
    await dataProvider.getOne(url, { id: 'x' }).catch(() => undefined);
  });
};

describe('global API error toast', () => {
  it('shows name as title, "status message" as text, an error icon and a timer bar, for 10 seconds', async () => {
    render(<ErrorToastHost />);
    await fail(403, 'users', { error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } });
    const toast = screen.getByTestId('error-toast');
    expect(screen.getByTestId('error-toast-title')).toHaveTextContent('ForbiddenError');
    expect(screen.getByTestId('error-toast-text')).toHaveTextContent('403 Forbidden');
    expect(toast.querySelector('.MuiAlert-icon svg')).not.toBeNull();
    expect(toast.querySelector('.MuiLinearProgress-root')).not.toBeNull();
    expect(toast.querySelector('button')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9900);
    });
    expect(screen.getByTestId('error-toast')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByTestId('error-toast')).toBeNull();
  });

  it('is not shown for a 404 from a slug look-up', async () => {
    render(<ErrorToastHost />);
    await fail(404, 'articles/slugs', { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    expect(screen.queryByTestId('error-toast')).toBeNull();
  });

  it("says a refusal with a known code in the user's language, and keeps the server's text otherwise", async () => {
    renderWithAdmin(<ErrorToastHost />);
    await fail(409, 'sales/customers', {
      error: {
        status: 409,
        name: 'ConflictError',
        message: 'This customer has 3 order(s) and cannot be deleted.',
        details: { code: 'customer_has_orders', orders: 3 },
      },
    });
    expect(screen.getByTestId('error-toast-text')).toHaveTextContent(
      '409 Deze klant heeft 3 bestelling(en) en kan niet worden verwijderd.',
    );
    await fail(409, 'sales/customers', {
      error: {
        status: 409,
        name: 'ConflictError',
        message: 'This customer has 2 invoice(s) and cannot be deleted.',
        details: { code: 'customer_has_invoices', invoices: 2 },
      },
    });
    expect(screen.getAllByTestId('error-toast-text').at(-1)).toHaveTextContent(
      '409 Deze klant heeft 2 factuur/facturen en kan niet worden verwijderd: uitgegeven facturen houden hun klant (verwijder eerst eventuele concepten).',
    );
    await fail(409, 'sales/orders', {
      error: { status: 409, name: 'ConflictError', message: 'Something new.', details: { code: 'unheard_of' } },
    });
    expect(screen.getAllByTestId('error-toast-text').at(-1)).toHaveTextContent('409 Something new.');
  });
});
