import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { ALL_PROFILE_ACTIONS, meWith, page, renderConsole } from '../testHarness';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetErrorBus();
  forgetMe();
});

// The shapes of cms/src/api/profile-import (analyze, dry-run, run) and cms/src/api/job.
const ANALYSIS = {
  importId: 'imp1',
  fileName: 'leden.csv',
  size: 120,
  format: 'csv',
  encoding: 'windows-1252',
  bom: false,
  delimiter: ';',
  headers: ['E-mail', 'Voornaam', 'Achternaam', 'Interesses', 'Herkomst?'],
  headerLine: 1,
  sampleRows: [
    { line: 2, cells: ['anna@example.nl', 'Anna', 'Jansen', 'Sport', 'beurs'] },
    { line: 3, cells: ['bert@example.nl', 'Bert', 'de Vries', '', 'site'] },
  ],
  suggestedMapping: ['email', 'firstName', 'lastName', 'tags', null],
  fields: [
    { name: 'email', required: true },
    ...['firstName', 'lastName', 'source', 'tags', 'newsletters', 'address.postcode'].map((name) => ({
      name,
      required: false,
    })),
  ],
  modes: ['skip', 'update', 'mergeTags'],
};

const DRY_RUN = {
  importId: 'imp1',
  mode: 'update',
  total: 3,
  counts: { create: 1, update: 1, skip: 0, error: 1 },
  preview: [
    {
      line: 2,
      email: 'anna@example.nl',
      action: 'create',
      changes: {
        fields: { firstName: { from: null, to: 'Anna' }, source: { from: null, to: 'beurs' } },
        tags: [{ name: 'Sport', kind: 'INTEREST', new: true }],
      },
    },
    {
      line: 3,
      email: 'bert@example.nl',
      action: 'update',
      changes: { fields: { lastName: { from: 'Vries', to: 'de Vries' } } },
    },
  ],
  // The shape of cms/src/api/profile-import: every failure of a row by field, code and details.
  errors: [
    {
      line: 4,
      email: 'fout',
      field: 'email',
      code: 'email',
      failures: [
        { field: 'email', code: 'email', params: {} },
        { field: 'newsletters', code: 'newsletter_unknown', params: { newsletter: 'Weekkrant' } },
      ],
    },
  ],
  newTags: [{ name: 'Sport', kind: 'INTEREST' }],
  errorsUrl: '/api/profiles/import/imp1/errors?source=dry-run',
};

const job = (status: string, progress: object, extra: object = {}) => ({
  body: {
    data: {
      id: 5,
      documentId: 'job1',
      type: 'profile-import',
      status,
      progress,
      params: { importId: 'imp1' },
      result: null,
      error: null,
      ...extra,
    },
  },
});

const jobSequence = (...replies: Array<{ body: unknown }>) => {
  let i = 0;
  return () => replies[Math.min(i++, replies.length - 1)];
};

const setup = (routes: Record<string, unknown> = {}) =>
  mockFetchRoutes({
    'GET /api/me': { body: meWith(ALL_PROFILE_ACTIONS) },
    'GET /api/profiles': page([]),
    ...(routes as Record<string, { body: unknown }>),
  });

const chooseFile = async (name = 'leden.csv') => {
  const input = await screen.findByTestId('import-file');
  fireEvent.change(input, { target: { files: [new File(['E-mail;Voornaam\n'], name, { type: 'text/csv' })] } });
};

const byUrl = (calls: RecordedCall[], method: string, url: string) =>
  calls.find((c) => c.method === method && c.url === url);

/** Upload, mapping and dry run with the fixtures, then "run", which the server refuses with `error` and `details`. */
const runRefusedWith = async (
  error: { status: number; name: string; message: string },
  details: Record<string, unknown>,
  routes: Record<string, unknown> = {},
) => {
  const fetch = setup({
    'POST /api/profiles/import/analyze': { body: { data: ANALYSIS } },
    'POST /api/profiles/import/imp1/dry-run': { body: { data: DRY_RUN } },
    'POST /api/profiles/import/imp1/run': { status: error.status, body: { error: { ...error, details } } },
    ...routes,
  });
  renderConsole('/users/import');
  await chooseFile();
  fireEvent.click(await screen.findByTestId('import-next'));
  fireEvent.click(await screen.findByTestId('import-dry-run'));
  fireEvent.click(await screen.findByTestId('import-run'));
  return fetch;
};

describe('profile import wizard (/users/import)', () => {
  it('uploads, maps with the suggestion preselected, dry-runs with the mode, runs and follows the job to its error file', async () => {
    const { calls } = setup({
      'POST /api/profiles/import/analyze': { body: { data: ANALYSIS } },
      'POST /api/profiles/import/imp1/dry-run': { body: { data: DRY_RUN } },
      'POST /api/profiles/import/imp1/run': {
        status: 202,
        body: { data: { importId: 'imp1', jobId: 'job1', job: { documentId: 'job1', status: 'CREATED' } } },
      },
      'GET /api/jobs/job1': jobSequence(
        job('PROCESSING', { total: 3, processed: 1, succeeded: 1, failed: 0 }),
        job(
          'COMPLETED',
          { total: 3, processed: 3, succeeded: 2, failed: 1 },
          {
            result: {
              importId: 'imp1',
              mode: 'update',
              counts: { create: 1, update: 1, skip: 0, error: 1 },
              errorsUrl: '/api/profiles/import/imp1/errors',
            },
          },
        ),
      ),
      'GET /api/profiles/import/imp1/errors': { body: 'E-mail;Voornaam;Fout\nfout;X;is geen geldig e-mailadres\n' },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:errors'), revokeObjectURL: vi.fn() }));
    renderConsole('/users/import');

    // 1. Upload: the file goes to analyze as multipart.
    await chooseFile();
    const mapping = await screen.findByTestId('import-mapping');
    const analyze = byUrl(calls, 'POST', '/api/profiles/import/analyze')!;
    expect(analyze.body).toBeInstanceOf(FormData);
    expect(((analyze.body as FormData).get('file') as File).name).toBe('leden.csv');
    expect(within(mapping).getByText('CSV')).toBeInTheDocument();
    expect(within(mapping).getByText('scheidingsteken ;')).toBeInTheDocument();

    // 2. Mapping: the suggestion is preselected, the examples come from the sample.
    expect(within(screen.getByTestId('mapping-row-0')).getByText('E-mailadres *')).toBeInTheDocument();
    expect(within(screen.getByTestId('mapping-row-3')).getByText('Tags')).toBeInTheDocument();
    expect(within(screen.getByTestId('mapping-row-4')).getByText('Negeren')).toBeInTheDocument();
    expect(within(screen.getByTestId('mapping-row-1')).getByText('Anna · Bert')).toBeInTheDocument();
    fireEvent.mouseDown(within(screen.getByTestId('mapping-row-4')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Bron' }));
    fireEvent.click(screen.getByTestId('import-next'));

    // 3. Mode.
    fireEvent.click(await screen.findByTestId('import-mode-update'));
    fireEvent.click(screen.getByTestId('import-dry-run'));

    // 4. Dry run: counts, first changes and first errors; nothing stored yet.
    const preview = await screen.findByTestId('import-preview');
    expect(byUrl(calls, 'POST', '/api/profiles/import/imp1/dry-run')!.body).toEqual({
      mapping: ['email', 'firstName', 'lastName', 'tags', 'source'],
      mode: 'update',
    });
    expect(within(screen.getByTestId('count-create')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-error')).getByText('1')).toBeInTheDocument();
    expect(within(preview).getByText('anna@example.nl')).toBeInTheDocument();
    expect(within(preview).getByText('Voornaam: Anna; Bron: beurs; Tags: Sport (nieuw)')).toBeInTheDocument();
    expect(within(preview).getByText('Achternaam: Vries → de Vries')).toBeInTheDocument();
    expect(screen.getByTestId('import-new-tags')).toHaveTextContent('Deze tag wordt aangemaakt: Sport (Interesse)');
    // One message per error, in the console's language: a row with two broken fields is two lines.
    expect(
      screen.getAllByTestId('import-error').map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)),
    ).toEqual([
      ['4', 'E-mailadres', 'Moet een geldig e-mailadres zijn'],
      ['4', 'Nieuwsbrieven', 'De nieuwsbrief "Weekkrant" bestaat niet.'],
    ]);
    expect(screen.getByTestId('download-dry-run-errors')).toHaveTextContent('Download de geweigerde regel');
    fireEvent.click(screen.getByTestId('download-dry-run-errors'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.url === '/api/profiles/import/imp1/errors?source=dry-run')).toBe(true);
    expect(calls.some((c) => c.url.endsWith('/run'))).toBe(false);

    // 5. Run: the job id goes into the URL; the page polls the job.
    fireEvent.click(screen.getByTestId('import-run'));
    await screen.findByTestId('import-progress');
    expect(byUrl(calls, 'POST', '/api/profiles/import/imp1/run')!.body).toEqual({
      mapping: ['email', 'firstName', 'lastName', 'tags', 'source'],
      mode: 'update',
    });
    expect(await screen.findByText('Bezig met importeren')).toBeInTheDocument();
    expect(screen.getByTestId('job-progress-text')).toHaveTextContent('1 van 3 regels verwerkt (33%)');

    // 6. Done: counts and the refused rows' file.
    expect(await screen.findByText('Klaar', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByTestId('job-count-create')).toHaveTextContent('Nieuw: 1');
    expect(screen.getByTestId('job-count-update')).toHaveTextContent('Bijgewerkt: 1');
    expect(screen.getByTestId('job-count-error')).toHaveTextContent('Met fouten: 1');
    fireEvent.click(screen.getByTestId('download-errors'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(calls.some((c) => c.method === 'GET' && c.url === '/api/profiles/import/imp1/errors')).toBe(true);
    const polls = calls.filter((c) => c.url === '/api/jobs/job1').length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(calls.filter((c) => c.url === '/api/jobs/job1').length).toBe(polls);
  });

  it('shows the progress of a running job after a reload (the job id is in the URL)', async () => {
    const { calls } = setup({
      'GET /api/jobs/job1': job('PROCESSING', { total: 20000, processed: 5000, succeeded: 4990, failed: 10 }),
    });
    renderConsole('/users/import/job1');
    expect(await screen.findByText('Bezig met importeren')).toBeInTheDocument();
    expect(screen.getByTestId('job-progress-text')).toHaveTextContent('5000 van 20000 regels verwerkt (25%)');
    expect(screen.getByRole('progressbar', { name: 'Voortgang van de import' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText(/U kunt deze pagina sluiten of herladen/)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/jobs/job1').length).toBeGreaterThan(1), {
      timeout: 5000,
    });
  });

  it('shows the running import of the same upload instead of starting a second one', async () => {
    await runRefusedWith(
      { status: 409, name: 'ConflictError', message: 'This import is already running.' },
      { code: 'import_running', jobId: 'job0' },
      { 'GET /api/jobs/job0': job('PROCESSING', { total: 3, processed: 2, succeeded: 2, failed: 0 }) },
    );
    expect(await screen.findByTestId('import-progress')).toBeInTheDocument();
    expect(await screen.findByText('2 van 3 regels verwerkt (67%)')).toBeInTheDocument();
  });

  it('toasts why a run is refused, in Dutch, and stays on the preview to try again', async () => {
    const { calls } = await runRefusedWith(
      { status: 404, name: 'NotFoundError', message: 'Import not found.' },
      { code: 'not_found' },
    );
    expect(await screen.findByText('Deze import bestaat niet (meer). Upload het bestand opnieuw.')).toBeInTheDocument();
    expect(screen.getByTestId('import-preview')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('import-run')).toBeEnabled());
    expect(calls.filter((c) => c.url === '/api/profiles/import/imp1/run')).toHaveLength(1);
  });

  it('explains a file it cannot read, in Dutch, and does not move on', async () => {
    setup({
      'POST /api/profiles/import/analyze': {
        status: 400,
        body: {
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Only CSV and XLSX files can be imported.',
            details: { code: 'unsupported_format' },
          },
        },
      },
    });
    renderConsole('/users/import');
    await chooseFile('leden.xls');
    expect(await screen.findByTestId('import-upload-error')).toHaveTextContent(
      'Dit bestandstype kan niet worden geïmporteerd',
    );
    expect(screen.queryByTestId('import-mapping')).not.toBeInTheDocument();
  });

  it('needs a column for the e-mail address before it goes on', async () => {
    setup({
      'POST /api/profiles/import/analyze': {
        body: { data: { ...ANALYSIS, suggestedMapping: [null, 'firstName', 'lastName', 'tags', null] } },
      },
    });
    renderConsole('/users/import');
    await chooseFile();
    expect(await screen.findByTestId('import-email-missing')).toBeInTheDocument();
    expect(screen.getByTestId('import-next')).toBeDisabled();
  });

  it('is not available without the import permission', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(['api::profile.profile.find']) } });
    renderConsole('/users/import');
    expect(await screen.findByText('U bent niet gemachtigd om deze pagina te bekijken')).toBeInTheDocument();
    expect(screen.queryByTestId('import-wizard')).not.toBeInTheDocument();
  });
});
