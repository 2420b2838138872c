import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from '../providers/dataProvider';
import { resetErrorBus } from '../providers/errorBus';
import { storeLocale } from '../providers/i18nProvider';
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

  it("says a refusal with a known code in the user's language, and what its status means otherwise", async () => {
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
    expect(screen.getAllByTestId('error-toast-text').at(-1)).toHaveTextContent(
      '409 Dit kan nu niet: de gegevens zijn intussen veranderd. Vernieuw de pagina en probeer het opnieuw.',
    );
    expect(screen.getAllByTestId('error-toast-text').at(-1)).not.toHaveTextContent('Something new');
  });

  // Issue #17 C5: "ValidationError / 400 Some fields are not valid" and "NotFoundError / 404 Not Found" in Dutch.
  it("words Strapi's own refusals in Dutch: title and text, field errors named", async () => {
    renderWithAdmin(<ErrorToastHost />);
    await fail(400, 'authors', {
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'name must be at most 120 characters',
        details: {
          code: 'invalid_fields',
          errors: [
            { path: ['name'], message: 'name must be at most 120 characters', code: 'maxLength', params: { max: 120 } },
          ],
        },
      },
    });
    expect(screen.getByTestId('error-toast-title')).toHaveTextContent('Ongeldige invoer');
    expect(screen.getByTestId('error-toast-text')).toHaveTextContent(
      '400 Sommige velden zijn niet geldig. Kijk bij de velden wat er mis is. name: Mag hoogstens 120 tekens lang zijn',
    );
    await fail(404, 'authors', {
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: { code: 'not_found' } },
    });
    expect(screen.getAllByTestId('error-toast-title').at(-1)).toHaveTextContent('Niet gevonden');
    expect(screen.getAllByTestId('error-toast-text').at(-1)).toHaveTextContent(
      '404 Niet gevonden: het item bestaat niet (meer) of u mag het niet zien.',
    );
    await fail(400, 'contents', {
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid key bogus',
        details: { code: 'invalid_key', key: 'bogus' },
      },
    });
    expect(screen.getAllByTestId('error-toast-text').at(-1)).toHaveTextContent(
      '400 Het verzoek bevat een gegeven dat hier niet bestaat of niet mag: bogus.',
    );
    // An answer without a body (a proxy's 502) is worded by its status.
    await fail(502, 'contents', null);
    expect(screen.getAllByTestId('error-toast-text').at(-1)).toHaveTextContent(
      '502 Een externe dienst gaf geen antwoord. Probeer het later opnieuw.',
    );
    expect(screen.queryByText(/Some fields are not valid|Not Found|Invalid key/)).toBeNull();
  });

  it('says them in English in the English console', async () => {
    storeLocale('en');
    renderWithAdmin(<ErrorToastHost />);
    await fail(403, 'customers', {
      error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: { code: 'forbidden' } },
    });
    expect(screen.getByTestId('error-toast-title')).toHaveTextContent('No access');
    expect(screen.getByTestId('error-toast-text')).toHaveTextContent('403 You do not have permission for this.');
  });
});
