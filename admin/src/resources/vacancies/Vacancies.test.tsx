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

const VACANCY_ACTIONS = ['find', 'findOne', 'create', 'update', 'delete', 'credits'].map(
  (a) => `api::vacancy.vacancy.${a}`,
);
const APPLICATION_ACTIONS = ['find', 'findOne', 'delete', 'move', 'cv'].map(
  (a) => `api::vacancy-application.vacancy-application.${a}`,
);
const PROPERTY_ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'].map(
  (a) => `api::vacancy-property.vacancy-property.${a}`,
);
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
const vacancy = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'v1',
  title: 'Eindredacteur',
  slug: 'eindredacteur',
  description: 'Redactiewerk',
  location: 'Utrecht',
  status: 'PUBLISHED',
  highlighted: true,
  publishFrom: '2026-12-01T08:00:00.000Z',
  publishUntil: '2026-12-20T08:00:00.000Z',
  employer: { id: 3, documentId: 'c3', name: 'Krant Noord B.V.' },
  categories: [],
  properties: { opleiding: 'HBO' },
  contactEmail: 'hr@krantnoord.nl',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const application = (status: string) => ({
  id: 9,
  documentId: 'a9',
  firstName: 'Sanne',
  lastName: 'de Vries',
  email: 'sanne@lezer.nl',
  phone: null,
  motivation: null,
  status,
  createdAt: '2026-12-02T09:30:00.000Z',
  cv: null,
});
const LOOKUPS = {
  'GET /api/customers': list([{ id: 3, documentId: 'c3', name: 'Krant Noord B.V.' }]),
  'GET /api/vacancy-categories': list([]),
  'GET /api/vacancy-properties': list([
    { id: 1, documentId: 'p1', name: 'Opleidingsniveau', slug: 'opleiding', type: 'CHOICE', choices: ['MBO', 'HBO'] },
  ]),
};

describe('/vacancies', () => {
  it('lists vacancies with their employer and status, populated in one call', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(VACANCY_ACTIONS) },
      ...LOOKUPS,
      'GET /api/vacancies': list([vacancy()]),
    });
    renderConsole('/vacancies');
    const row = (await screen.findByText('Eindredacteur')).closest('tr')!;
    expect(within(row).getByText('Krant Noord B.V.')).toBeInTheDocument();
    expect(within(row).getByText('Gepubliceerd')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/vacancies?'))?.url).toContain('populate[0]=employer');
  });

  it('shows the empty state', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(VACANCY_ACTIONS) }, ...LOOKUPS, 'GET /api/vacancies': list([]) });
    renderConsole('/vacancies');
    expect(await screen.findByTestId('vacancies-empty')).toHaveTextContent('Nog geen vacatures');
  });

  it('edits a vacancy with its typed properties and moves an application along the pipeline', async () => {
    let status = 'NEW';
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([...VACANCY_ACTIONS, ...APPLICATION_ACTIONS, ...PROPERTY_ACTIONS]) },
      ...LOOKUPS,
      'GET /api/vacancies/v1': { body: { data: vacancy() } },
      'GET /api/vacancy-applications': () => list([application(status)]),
      'POST /api/vacancy-applications/a9/status': (call) => {
        status = (call.body as { data: { status: string } }).data.status;
        return { body: { data: application(status) } };
      },
    });
    renderConsole('/vacancies/v1');
    expect(await screen.findByDisplayValue('Eindredacteur')).toBeInTheDocument();
    expect(await screen.findByText('Opleidingsniveau')).toBeInTheDocument();
    const row = await screen.findByTestId('application-sanne@lezer.nl');
    expect(within(row).getByText('Nieuw')).toBeInTheDocument();
    expect(within(row).queryByTestId('application-move-HIRED')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(row).getByTestId('application-move-REVIEWING'));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/vacancy-applications/a9/status')?.body).toEqual({
        data: { status: 'REVIEWING' },
      }),
    );
    expect(
      await within(await screen.findByTestId('application-sanne@lezer.nl')).findByText('In behandeling'),
    ).toBeInTheDocument();
  });

  it('shows the refusal of a step in place', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith([...VACANCY_ACTIONS, ...APPLICATION_ACTIONS]) },
      ...LOOKUPS,
      'GET /api/vacancies/v1': { body: { data: vacancy() } },
      'GET /api/vacancy-applications': list([application('INVITED')]),
      'POST /api/vacancy-applications/a9/status': {
        status: 409,
        body: {
          error: { status: 409, name: 'ConflictError', message: 'x', details: { code: 'illegal_transition' } },
        },
      },
    });
    renderConsole('/vacancies/v1');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('application-move-HIRED'));
    expect(await screen.findByTestId('application-refusal')).toBeInTheDocument();
  });
});

describe('/vacancies/properties', () => {
  it('lists properties with their type', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(PROPERTY_ACTIONS) }, ...LOOKUPS });
    renderConsole('/vacancies/properties');
    const row = (await screen.findByText('Opleidingsniveau')).closest('tr')!;
    expect(within(row).getByText('Keuze')).toBeInTheDocument();
  });
});
