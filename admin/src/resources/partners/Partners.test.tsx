import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const crud = (api: string) => ['find', 'findOne', 'create', 'update', 'delete'].map((a) => `api::${api}.${api}.${a}`);
const ACTIONS = [...crud('partner'), ...crud('partner-category'), ...crud('event')];
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
const partner = (extra: Record<string, unknown> = {}) => ({
  id: 4,
  documentId: 'p4',
  name: 'Theater De Zaal',
  slug: 'theater-de-zaal',
  city: 'Utrecht',
  country: 'NL',
  email: 'info@dezaal.nl',
  categories: [{ id: 1, documentId: 'pc1', name: 'Locaties' }],
  contacts: [{ name: 'Piet Bakker', function: 'Programmeur' }],
  social: { instagram: 'https://instagram.com/dezaal' },
  logo: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const LOOKUPS = {
  'GET /api/partner-categories': list([{ id: 1, documentId: 'pc1', name: 'Locaties' }]),
  'GET /api/events': list([{ id: 7, documentId: 'e7', title: 'Lezersavond', beginsAt: '2027-02-01T18:30:00.000Z' }]),
};

describe('/partners', () => {
  it('lists partners with city and categories, and explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, ...LOOKUPS, 'GET /api/partners': list([partner()]) });
    renderConsole('/partners');
    const row = (await screen.findByText('Theater De Zaal')).closest('tr')!;
    expect(within(row).getByText('Utrecht')).toBeInTheDocument();
    expect(within(row).getByText('Locaties')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, ...LOOKUPS, 'GET /api/partners': list([]) });
    renderConsole('/partners');
    expect(await screen.findByTestId('partners-empty')).toHaveTextContent('Nog geen partners');
  });

  it('edits contacts and social links, shows its events, and keeps the input on a refusal', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...LOOKUPS,
      'GET /api/partners/p4': { body: { data: partner() } },
      'PUT /api/partners/p4': {
        status: 400,
        body: {
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'contacts.1.name is required.',
            details: { errors: [{ path: ['contacts', 1, 'tel'], code: 'phone', message: 'bad phone' }] },
          },
        },
      },
    });
    renderConsole('/partners/p4');
    await waitFor(() => expect(screen.getByDisplayValue('Piet Bakker')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByDisplayValue('https://instagram.com/dezaal')).toBeInTheDocument());
    expect(await within(screen.getByTestId('partner-events')).findByText('Lezersavond')).toBeInTheDocument();
    const user = userEvent.setup();
    // Another social network.
    await user.click(within(screen.getByTestId('partner-social')).getByRole('button', { name: 'Toevoegen' }));
    const networks = within(screen.getByTestId('partner-social')).getAllByLabelText('Netwerk (bijv. instagram)');
    await user.type(networks[1], 'linkedin');
    const urls = within(screen.getByTestId('partner-social')).getAllByLabelText('Adres (URL)');
    await user.type(urls[1], 'https://linkedin.com/company/dezaal');
    // Another contact person.
    const contacts = screen.getByTestId('partner-contacts');
    const adds = within(contacts).getAllByRole('button', { name: /toevoegen/i });
    await user.click(adds[adds.length - 1]);
    const names = within(screen.getByTestId('partner-contacts')).getAllByLabelText(/^Naam/);
    await user.type(names[1], 'Sara Kok');
    const tels = within(screen.getByTestId('partner-contacts')).getAllByLabelText(/^Telefoon/);
    await user.type(tels[1], '+31 30 123 4567');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as { data: Record<string, unknown> };
    expect(body.data.social).toEqual({
      instagram: 'https://instagram.com/dezaal',
      linkedin: 'https://linkedin.com/company/dezaal',
    });
    expect(body.data.contacts).toEqual([
      { name: 'Piet Bakker', function: 'Programmeur' },
      expect.objectContaining({ name: 'Sara Kok', tel: '+31 30 123 4567' }),
    ]);
    expect(await screen.findByDisplayValue('Sara Kok')).toBeInTheDocument();
  }, 60_000);
});
