import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { meWith } from '@/resources/content/content/testHarness';
import { ExportBuilderPage } from './ExportBuilderPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const TIMEOUT = { timeout: 15_000 };
const ACTIONS = ['api::order.order.find', 'api::export-definition.export.start', 'api::job.job.find'];
const renderAt = (path: string) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <ExportBuilderPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
const routes = (extra: Record<string, unknown> = {}) =>
  mockFetchRoutes({
    'GET /api/me': { body: meWith(ACTIONS) },
    'GET /api/jobs': { body: { data: [] } },
    'GET /api/export-definitions': { body: { data: [] } },
    'GET /api/saved-filters': { body: { data: [] } },
    ...extra,
  });

describe('/exports', () => {
  it('takes the list’s filter, lets the columns be chosen, and starts the export with the list’s query', async () => {
    const { calls } = routes({
      'POST /api/exports': { status: 202, body: { data: { documentId: 'j1', status: 'CREATED' } } },
    });
    renderAt(`/exports?kind=orders&filter=${encodeURIComponent('{"status":"PAID"}')}`);
    expect(await screen.findByTestId('export-filter', {}, TIMEOUT)).toHaveTextContent('PAID');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Referentie' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Excel (XLSX)' }));
    await userEvent.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/exports')).toBe(true));
    const body = calls.find((c) => c.url === '/api/exports')!.body as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ kind: 'orders', format: 'xlsx', query: 'filters[status][$eq]=PAID' });
    expect(body.data.columns).not.toContain('reference');
    expect(body.data.columns).toContain('serial');
  });

  it('shows a refusal in words and keeps the choices; saves a definition under a name', async () => {
    const { calls } = routes({
      'POST /api/exports': {
        status: 403,
        body: { error: { status: 403, name: 'PolicyError', message: 'x', details: { code: 'export_forbidden' } } },
      },
      'POST /api/export-definitions': (call: RecordedCall) => ({
        status: 201,
        body: { data: { documentId: 'd1', updatedAt: '', ...(call.body as { data: object }).data } },
      }),
    });
    renderAt('/exports');
    await userEvent.click(await screen.findByTestId('export-start', {}, TIMEOUT));
    expect(await screen.findByTestId('export-refusal', {}, TIMEOUT)).toHaveTextContent('niet lezen');
    expect(screen.getByTestId('export-filter-none')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('export-name'), 'Alle orders');
    await userEvent.click(screen.getByTestId('export-save'));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/export-definitions' && c.method === 'POST')).toBe(true),
    );
    const saved = calls.find((c) => c.url === '/api/export-definitions' && c.method === 'POST')!.body as any;
    expect(saved.data).toMatchObject({ name: 'Alle orders', kind: 'orders', filter: {}, format: 'csv' });
  });

  it('explains itself when the user may export nothing', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(['api::export-definition.export.start']) } });
    renderAt('/exports');
    expect(await screen.findByText('Niets om te exporteren', {}, TIMEOUT)).toBeInTheDocument();
  });
});
