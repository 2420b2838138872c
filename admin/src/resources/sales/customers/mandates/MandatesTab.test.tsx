import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const CUSTOMER_ACTIONS = ['find', 'findOne', 'update', 'employees'].map((a) => `api::customer.customer.${a}`);
const MANDATE_ACTIONS = ['find', 'create', 'revoke', 'pdf'].map((a) => `api::mandate.mandate.${a}`);
// The shape of GET /api/mandates (cms/src/api/mandate).
const mandate = (extra: Record<string, unknown> = {}) => ({
  id: 9,
  documentId: 'm9',
  reference: 'D1001-M1',
  signatureDate: '2026-03-01',
  signedBy: 'bea bakker',
  signature: 'Bea Bakker',
  place: 'Utrecht',
  iban: 'NL91ABNA0417164300',
  bic: null,
  sequenceType: 'FRST',
  status: 'ACTIVE',
  revokedAt: null,
  ...extra,
});
const routes = (actions: string[], mandates: unknown[] = [mandate()]) => ({
  'GET /api/me': { body: meWith([...CUSTOMER_ACTIONS, ...actions]) },
  'GET /api/customers/c1': {
    body: { data: { id: 1, documentId: 'c1', name: 'Bakkerij Brood B.V.', vatinType: 'eligible', addresses: [] } },
  },
  'GET /api/customers/c1/employees': { body: { data: [] } },
  'GET /api/profile-tags': { body: { data: [], meta: { pagination: { total: 0 } } } },
  'GET /api/mandates': { body: { data: mandates } },
});

const openTab = async () => {
  renderConsole('/sales/customers/c1');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Machtigingen' }));
  return { user, tab: await screen.findByTestId('customer-mandates') };
};

describe('/sales/customers/{id} mandates tab', () => {
  it('lists the customer’s mandates with the generated signature, active and revoked', async () => {
    const { calls } = mockFetchRoutes(
      routes(MANDATE_ACTIONS, [
        mandate(),
        mandate({ id: 8, documentId: 'm8', reference: 'OUD-1', status: 'REVOKED', revokedAt: '2026-02-01T10:00:00Z' }),
      ]),
    );
    const { tab } = await openTab();
    const row = await within(tab).findByTestId('mandate-D1001-M1');
    expect(within(row).getByText('Bea Bakker')).toBeInTheDocument();
    expect(within(row).getByText('1 mrt 2026')).toBeInTheDocument();
    expect(within(row).getByText('Actief (eerste incasso volgt)')).toBeInTheDocument();
    const revoked = within(tab).getByTestId('mandate-OUD-1');
    expect(within(revoked).getByText('Ingetrokken op 1 feb 2026')).toBeInTheDocument();
    expect(within(revoked).queryByTestId('mandate-revoke')).toBeNull();
    expect(calls.find((c) => c.url.startsWith('/api/mandates'))?.url).toContain(
      'filters[customer][documentId][$eq]=c1',
    );
  }, 30_000); // a full console render and typing: slow on a busy machine

  it('adds a mandate: a refusal shows beside its field in Dutch and keeps the input; then it saves', async () => {
    let attempt = 0;
    const { calls } = mockFetchRoutes({
      ...routes(MANDATE_ACTIONS, []),
      'POST /api/mandates': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                error: {
                  status: 400,
                  name: 'ValidationError',
                  message: 'reference is already in use.',
                  details: {
                    code: 'unique',
                    errors: [{ path: ['reference'], code: 'unique', message: 'reference is already in use.' }],
                  },
                },
              },
            }
          : { status: 201, body: { data: mandate({ reference: 'EIGEN-1' }) } },
    });
    const { user, tab } = await openTab();
    expect(await within(tab).findByTestId('mandates-empty')).toBeInTheDocument();
    await user.click(within(tab).getByTestId('mandate-add'));
    const dialog = await screen.findByTestId('mandate-dialog');
    fireEvent.change(within(dialog).getByTestId('mandate-signedBy'), { target: { value: 'Bea Bakker' } });
    fireEvent.change(within(dialog).getByTestId('mandate-iban'), { target: { value: 'NL91ABNA0417164301' } });
    await user.click(within(dialog).getByTestId('mandate-save'));
    // The shared rules first: a wrong IBAN never reaches the server.
    expect(await within(dialog).findByText('Vul een geldig IBAN in')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('mandate-iban'), { target: { value: 'NL91 ABNA 0417 1643 00' } });
    fireEvent.change(within(dialog).getByTestId('mandate-reference'), { target: { value: 'EIGEN-1' } });
    await user.click(within(dialog).getByTestId('mandate-save'));
    expect(await within(dialog).findByText(/al in gebruik/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('mandate-signedBy')).toHaveValue('Bea Bakker');
    await user.click(within(dialog).getByTestId('mandate-save'));
    await waitFor(() => expect(screen.queryByTestId('mandate-dialog')).toBeNull());
    expect(await within(tab).findByTestId('mandate-created')).toHaveTextContent(
      'Machtiging EIGEN-1 opgeslagen. Gegenereerde handtekening: Bea Bakker',
    );
    const sent = calls.filter((c) => c.method === 'POST').at(-1)!.body as { data: Record<string, unknown> };
    expect(sent.data).toMatchObject({ customer: 'c1', signedBy: 'Bea Bakker', reference: 'EIGEN-1', bic: null });
    expect(sent.data.signatureDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(calls.filter((c) => c.url.startsWith('/api/mandates?')).length).toBeGreaterThan(1);
  }, 30_000);

  it('revokes after confirmation and explains a refusal in place', async () => {
    const { calls } = mockFetchRoutes({
      ...routes(MANDATE_ACTIONS),
      'POST /api/mandates/m9/revoke': {
        status: 409,
        body: {
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'Mandate D1001-M1 is revoked already.',
            details: { code: 'mandate_revoked' },
          },
        },
      },
    });
    const { user, tab } = await openTab();
    await user.click(await within(tab).findByTestId('mandate-revoke'));
    const dialog = await screen.findByTestId('mandate-revoke-dialog');
    expect(within(dialog).getByText('Machtiging D1001-M1 intrekken?')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('mandate-revoke-confirm'));
    expect(await within(dialog).findByTestId('mandate-revoke-refused')).toHaveTextContent(
      'Deze machtiging is ingetrokken en kan niet meer worden gewijzigd.',
    );
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/mandates/m9/revoke')).toBe(true);
  }, 30_000);

  it('shows only what the user may do', async () => {
    mockFetchRoutes(routes(['api::mandate.mandate.find']));
    const { tab } = await openTab();
    await within(tab).findByTestId('mandate-D1001-M1');
    expect(within(tab).queryByTestId('mandate-add')).toBeNull();
    expect(within(tab).queryByTestId('mandate-revoke')).toBeNull();
    expect(within(tab).queryByTestId('mandate-pdf')).toBeNull();
  }, 30_000);
});
