import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU } from '@/layout/areas';
import { filterMenu, routesOf } from '@/layout/menuModel';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ACTIONS = [
  'find',
  'findOne',
  'create',
  'update',
  'delete',
  'employees',
  'addEmployee',
  'updateEmployee',
  'removeEmployee',
  'inviteEmployee',
  'lookupPostcode',
].map((a) => `api::customer.customer.${a}`);
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
const customer = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'c1',
  name: 'Bakkerij Brood B.V.',
  contact: 'Bea Bakker',
  email: 'info@brood.nl',
  debtorId: 'D-100',
  vatinType: 'eligible',
  emailDomains: 'brood.nl',
  addresses: [
    {
      id: 5,
      street: '',
      houseNumber: '1',
      postcode: '3512 JE',
      city: '',
      country: 'NL',
      defaultBilling: true,
      defaultShipping: false,
    },
  ],
  tags: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const refused = (status: number, message: string, details: Record<string, unknown>) => ({
  status,
  body: { error: { status, name: status === 409 ? 'ConflictError' : 'ValidationError', message, details } },
});
const EDIT_ROUTES = {
  'GET /api/me': { body: meWith(ACTIONS) },
  'GET /api/customers/c1': { body: { data: customer() } },
  'GET /api/customers/c1/employees': { body: { data: [] } },
  'GET /api/profile-tags': list([]),
};

describe('sales menu', () => {
  it('shows Sales > Customers only with the customer find permission', () => {
    expect(routesOf(filterMenu(MENU, ['api::customer.customer.create']))).toEqual(['/']);
    expect(routesOf(filterMenu(MENU, ['api::customer.customer.find']))).toEqual(['/', '/sales/customers']);
  });
});

describe('/sales/customers list', () => {
  it('shows the company, else the contact person, searches the four fields and explains an empty list', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/profile-tags': list([]),
      'GET /api/customers': list([
        customer(),
        customer({ id: 2, documentId: 'c2', name: null, contact: 'Piet Particulier', debtorId: null }),
      ]),
    });
    const first = renderConsole('/sales/customers');
    expect(await screen.findByText('Bakkerij Brood B.V.')).toBeInTheDocument();
    const piet = screen.getAllByText('Piet Particulier');
    expect(piet).toHaveLength(2); // display name and contact column
    expect(screen.getAllByText('Btw berekenen').length).toBeGreaterThan(0);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Zoeken' }), 'brood');
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('filters[$or][3][debtorId][$containsi]=brood'))).toBe(true),
    );
    first.unmount();
    forgetMe();
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/profile-tags': list([]),
      'GET /api/customers': list([]),
    });
    renderConsole('/sales/customers');
    expect(await screen.findByTestId('customers-empty')).toHaveTextContent('Nog geen klanten');
  });
});

describe('/sales/customers/create', () => {
  it("puts the server's field errors on the fields and keeps what was typed", async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/profile-tags': list([]),
      'POST /api/customers': refused(400, 'debtorId is already in use.', {
        errors: [{ path: ['debtorId'], code: 'unique', message: 'debtorId is already in use.' }],
      }),
    });
    renderConsole('/sales/customers/create');
    const user = userEvent.setup();
    // The console's own check first: a company name or a contact person.
    await user.type(await screen.findByLabelText('Debiteurnummer'), 'D-100');
    await user.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText('Vul een bedrijfsnaam of een contactpersoon in')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Contactpersoon'), 'Carla Contact');
    await user.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText('Is al in gebruik')).toBeInTheDocument();
    expect(screen.getByLabelText('Debiteurnummer')).toHaveValue('D-100');
    expect(screen.getByLabelText('Contactpersoon')).toHaveValue('Carla Contact');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      data: { contact: 'Carla Contact', debtorId: 'D-100', vatinType: 'eligible', addresses: [] },
    });
  });

  it('invites the employees typed on the new customer and warns about one who works elsewhere', async () => {
    const { calls } = mockFetchRoutes({
      ...EDIT_ROUTES,
      'POST /api/customers': {
        status: 201,
        body: {
          data: customer(),
          meta: {
            warnings: [
              { code: 'employee_elsewhere', email: 'elders@brood.nl', message: 'elders@brood.nl could not be added' },
            ],
          },
        },
      },
    });
    renderConsole('/sales/customers/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Bedrijfsnaam'), 'Bakkerij Brood B.V.');
    await user.click(screen.getByRole('tab', { name: 'Medewerkers' }));
    await user.click(within(screen.getByTestId('customer-new-employees')).getByRole('button', { name: /toevoegen/i }));
    await user.type(
      await screen.findByLabelText(/^E-mailadres/, { selector: '[name="employees.0.email"]' }),
      'elders@brood.nl',
    );
    await user.click(screen.getByTestId('customer-save'));
    expect(
      await screen.findByText(/De klant is aangemaakt\. elders@brood\.nl is niet als medewerker toegevoegd/),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      data: {
        name: 'Bakkerij Brood B.V.',
        employees: [
          { email: 'elders@brood.nl', firstName: null, lastName: null, companyAdmin: false, vacancyAdmin: false },
        ],
      },
    });
    // The new customer opens, so its employees can be looked after.
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/customers/c1?'))).toBe(true));
  });
});

describe('/sales/customers/{id}', () => {
  it('says in Dutch that a person who works for another company cannot be added', async () => {
    const { calls } = mockFetchRoutes({
      ...EDIT_ROUTES,
      'POST /api/customers/c1/employees': refused(409, 'x could not be added as an employee', {
        code: 'employee_elsewhere',
        email: 'bezet@brood.nl',
      }),
    });
    renderConsole('/sales/customers/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Medewerkers' }));
    expect(await screen.findByTestId('employees-empty')).toHaveTextContent('Nog geen medewerkers');
    await user.click(screen.getByTestId('add-employee'));
    const dialog = await screen.findByTestId('add-employee-dialog');
    // The approved domains hold before anything is sent.
    await user.type(within(dialog).getByLabelText(/^E-mailadres/), 'iemand@gmail.com');
    await user.click(within(dialog).getByTestId('add-employee-submit'));
    expect(
      await within(dialog).findByText('Het e-mailadres moet bij een goedgekeurd domein horen (brood.nl)'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^E-mailadres/));
    await user.type(within(dialog).getByLabelText(/^E-mailadres/), 'bezet@brood.nl');
    await user.click(within(dialog).getByTestId('add-employee-submit'));
    expect(await within(dialog).findByTestId('add-employee-error')).toHaveTextContent(
      'We konden de gebruiker niet toevoegen als medewerker. Misschien is het account al toegevoegd als medewerker voor een ander bedrijf?',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { data: { email: 'bezet@brood.nl', firstName: null, lastName: null, companyAdmin: false, vacancyAdmin: false } },
    ]);
  });

  it('lists employees with their status, and changes a right at once', async () => {
    const { calls } = mockFetchRoutes({
      ...EDIT_ROUTES,
      'GET /api/customers/c1/employees': {
        body: {
          data: [
            {
              documentId: 'p1',
              email: 'anna@brood.nl',
              firstName: 'Anna',
              lastName: 'Ahmed',
              companyAdmin: false,
              vacancyAdmin: true,
              invitedAt: '2026-11-02T09:00:00.000Z',
              acceptedAt: null,
              hasAccount: false,
            },
          ],
        },
      },
      'PUT /api/customers/c1/employees/p1': { body: { data: {} } },
    });
    renderConsole('/sales/customers/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Medewerkers' }));
    const row = await screen.findByTestId('employee-row');
    expect(within(row).getByText('Uitgenodigd')).toBeInTheDocument();
    expect(within(row).getByText('Nog geen account')).toBeInTheDocument();
    await user.click(within(row).getByRole('switch', { name: 'Bedrijfsbeheerder: anna@brood.nl' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ data: { companyAdmin: true } }));
  });

  it('fills street and city from the postcode, and explains a failed look-up', async () => {
    let answer: { status?: number; body: unknown } = {
      body: { data: { postcode: '3512 JE', houseNumber: '1', street: 'Domplein', city: 'Utrecht' } },
    };
    const { calls } = mockFetchRoutes({ ...EDIT_ROUTES, 'GET /api/customers/postcode': () => answer });
    renderConsole('/sales/customers/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Adressen' }));
    await user.click(await screen.findByTestId('postcode-lookup'));
    await waitFor(() => expect(screen.getByLabelText('Straat')).toHaveValue('Domplein'));
    expect(screen.getByLabelText('Plaats')).toHaveValue('Utrecht');
    expect(calls.find((c) => c.url.startsWith('/api/customers/postcode'))?.url).toBe(
      '/api/customers/postcode?postcode=3512%20JE&houseNumber=1',
    );

    answer = refused(502, 'The postcode service answered 500.', { code: 'postcode_unavailable' });
    await user.click(screen.getByTestId('postcode-lookup'));
    expect(await screen.findByTestId('postcode-lookup-error')).toHaveTextContent(
      'Fout bij zoeken postcode: The postcode service answered 500.',
    );
    answer = refused(404, 'No address is known for 3512JE 1.', { code: 'postcode_not_found' });
    await user.click(screen.getByTestId('postcode-lookup'));
    await waitFor(() =>
      expect(screen.getByTestId('postcode-lookup-error')).toHaveTextContent(
        'Fout bij zoeken postcode: geen adres bekend bij 3512 JE 1',
      ),
    );
  });
});
