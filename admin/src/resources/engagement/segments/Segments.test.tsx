import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { emptyList, meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const TIMEOUT = { timeout: 15_000 };
const ACTIONS = ['find', 'findOne', 'create', 'update', 'delete', 'count', 'recipients', 'export'].map(
  (a) => `api::segment.segment.${a}`,
);
const optIn = { type: 'optIn', value: true };
const segment = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'seg1',
  name: 'Opt-in lezers',
  description: 'Wie mail wil',
  rules: { type: 'group', op: 'AND', rules: [optIn] },
  lastCount: 1234,
  lastCountedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
const countCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/segments/count'));
const lookups = {
  'GET /api/profile-tags': emptyList,
  'GET /api/campaigns': emptyList,
  'GET /api/newsletters': emptyList,
};

describe('/mail/segments list', () => {
  it('lists segments with their last count and explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/segments': list([segment()]) });
    const first = renderConsole('/mail/segments');
    expect(await screen.findByText('Opt-in lezers', undefined, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('1.234')).toBeInTheDocument();
    first.unmount();
    forgetMe();
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/segments': list([]) });
    renderConsole('/mail/segments');
    expect(await screen.findByTestId('segments-empty', undefined, TIMEOUT)).toHaveTextContent('Nog geen segmenten');
  });
});

describe('rule builder and live count', () => {
  it('builds AND/OR groups, counts after the typing pauses and shows "counting…"', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...lookups,
      'POST /api/segments/count': { body: { data: { count: 12345 } } },
    });
    renderConsole('/mail/segments/create');
    const rules = await screen.findByTestId('segment-rules', undefined, TIMEOUT);
    expect(within(rules).getByText('Deze groep heeft nog geen voorwaarden.')).toBeInTheDocument();
    expect(screen.getByTestId('segment-count')).toHaveTextContent('Maak de regels compleet om de telling te zien.');

    fireEvent.click(screen.getByRole('button', { name: 'Voorwaarde toevoegen' }));
    // A new condition is a profile type without values yet: not complete, not counted.
    expect(screen.getAllByTestId('segment-condition')).toHaveLength(1);
    fireEvent.change(screen.getByTestId('condition-type'), { target: { value: 'optIn' } });
    expect(await screen.findByText('tellen…')).toBeInTheDocument();
    expect(await screen.findByText('12.345 profielen', undefined, TIMEOUT)).toBeInTheDocument();
    expect(countCalls(calls)).toHaveLength(1);
    expect(countCalls(calls)[0].body).toEqual({ rules: { type: 'group', op: 'AND', rules: [optIn] } });

    // A nested OR group with a tag condition; the kind, match and picker are its inputs.
    fireEvent.click(screen.getByRole('button', { name: 'Groep toevoegen' }));
    const groups = screen.getAllByTestId('segment-group');
    expect(groups).toHaveLength(2);
    expect(within(groups[1]).getByRole('button', { name: 'Aan een van de voorwaarden (OF)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(groups[1]).getByRole('button', { name: 'Voorwaarde toevoegen' }));
    const nested = within(groups[1]).getByTestId('segment-condition');
    fireEvent.change(within(nested).getByTestId('condition-type'), { target: { value: 'tags' } });
    expect(within(nested).getByTestId('condition-kind')).toHaveValue('INTEREST');
    expect(within(nested).getByTestId('condition-match')).toHaveValue('any');
    expect(await screen.findByText('Kies minstens één waarde voor deze voorwaarde.')).toBeInTheDocument();
    // Removing it leaves an empty group: still incomplete, so no count is asked.
    fireEvent.click(within(nested).getByRole('button', { name: 'Verwijderen' }));
    expect(screen.getByTestId('segment-count')).toHaveTextContent('Maak de regels compleet');
    fireEvent.click(
      within(screen.getAllByTestId('segment-group')[1]).getByRole('button', { name: 'Groep verwijderen' }),
    );
    await waitFor(() => expect(countCalls(calls)).toHaveLength(2), TIMEOUT);
  });

  it('shows why the count failed', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...lookups,
      'POST /api/segments/count': {
        status: 403,
        body: { error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: { code: 'forbidden' } } },
      },
    });
    renderConsole('/mail/segments/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Voorwaarde toevoegen' }, TIMEOUT));
    fireEvent.change(screen.getByTestId('condition-type'), { target: { value: 'createdSince' } });
    expect(await screen.findByRole('alert', undefined, TIMEOUT)).toHaveTextContent('Tellen lukte niet');
  });
});

describe('saving', () => {
  it('shows the limit message when the server refuses one segment more, and keeps the input', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...lookups,
      'POST /api/segments/count': { body: { data: { count: 3 } } },
      'POST /api/segments': {
        status: 409,
        body: {
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'The maximum number of segments (2) has been reached.',
            details: { code: 'segment_limit', params: { max: 2 } },
          },
        },
      },
    });
    renderConsole('/mail/segments/create');
    fireEvent.change(await screen.findByLabelText(/^Naam/, undefined, TIMEOUT), { target: { value: 'Derde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Voorwaarde toevoegen' }));
    fireEvent.change(screen.getByTestId('condition-type'), { target: { value: 'optIn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByTestId('segment-limit', undefined, TIMEOUT)).toHaveTextContent(
      'Het maximale aantal segmenten (2) is bereikt.',
    );
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/segments')?.body).toEqual({
      data: { name: 'Derde', rules: { type: 'group', op: 'AND', rules: [optIn] } },
    });
    expect(screen.getByLabelText(/^Naam/)).toHaveValue('Derde');
  });

  it('shows a saved segment with its recipients, the capped hits and the export links', async () => {
    const rows = [
      { id: 'p1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Smit', type: 'LEAD', language: 'NL' },
    ];
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...lookups,
      'GET /api/segments/seg1': { body: { data: segment() } },
      'POST /api/segments/count': { body: { data: { count: 25000 } } },
      'GET /api/segments/seg1/recipients': { body: { data: { rows, hits: 10000, capped: true } } },
    });
    renderConsole('/mail/segments/seg1');
    const panel = await screen.findByTestId('segment-recipients', undefined, TIMEOUT);
    expect(await within(panel).findByText('ann@example.com', undefined, TIMEOUT)).toBeInTheDocument();
    expect(within(panel).getByTestId('segment-hits')).toHaveTextContent('Meer dan 10.000 ontvangers');
    expect(within(panel).getByRole('link', { name: 'Exporteer CSV' })).toHaveAttribute(
      'href',
      '/api/segments/seg1/export?format=csv',
    );
    expect(within(panel).getByRole('link', { name: 'Exporteer Excel' })).toHaveAttribute(
      'href',
      '/api/segments/seg1/export?format=xlsx',
    );
    expect(await screen.findByText('25.000 profielen', undefined, TIMEOUT)).toBeInTheDocument();
  });
});
