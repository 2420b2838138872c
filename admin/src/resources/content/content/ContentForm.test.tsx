import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { ADMIN_ACTIONS, EDITOR_ACTIONS, LOOKUPS, meWith, renderConsole } from './testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const DOC = {
  id: 1,
  documentId: 'c1',
  type: 'ARTICLE',
  title: 'Bestaand stuk',
  slug: 'bestaand-stuk',
  status: 'UNPUBLISHED',
  access: 'EVERYONE',
  locale: 'nl',
  authors: [{ id: 1, documentId: 'au1', name: 'Anna Auteur' }],
  tags: [],
  categories: [],
  highlightedCategory: null,
  dossier: null,
  pageCategory: null,
  cover: null,
};

const setup = (actions: string[], extra: Record<string, unknown> = {}) =>
  mockFetchRoutes({
    'GET /api/me': { body: meWith(actions) },
    'GET /api/contents': { body: { data: [], meta: { pagination: { total: 0 } } } },
    'GET /api/contents/c1': { body: { data: DOC } },
    ...LOOKUPS,
    ...(extra as Record<string, { body: unknown }>),
  });

const chooseOption = async (label: string, option: string) => {
  // A select's accessible name is its label (the required mark is aria-hidden) and the chosen value.
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('content form', () => {
  it('shows the sections of the chosen type only', async () => {
    setup(ADMIN_ACTIONS);
    renderConsole('/content/create');
    expect(await screen.findByTestId('content-form')).toBeInTheDocument();
    expect(screen.getByTestId('section-relations')).toBeInTheDocument();
    expect(screen.queryByTestId('section-redirect')).not.toBeInTheDocument();
    expect(screen.queryByTestId('section-media')).not.toBeInTheDocument();

    await chooseOption('Soort', 'Doorverwijzing');
    expect(await screen.findByTestId('section-redirect')).toBeInTheDocument();
    expect(screen.getByLabelText('Doorverwijzen naar *')).toBeInTheDocument();
    expect(screen.queryByTestId('section-relations')).not.toBeInTheDocument();

    await chooseOption('Soort', 'Video');
    expect(await screen.findByTestId('section-media')).toBeInTheDocument();
    expect(screen.getByLabelText('Medialink')).toBeInTheDocument();
    expect(screen.queryByTestId('section-redirect')).not.toBeInTheDocument();

    await chooseOption('Soort', 'Download');
    expect(await screen.findByTestId('section-download')).toBeInTheDocument();
    await chooseOption('Soort', 'Pagina');
    expect(await screen.findByTestId('section-page')).toBeInTheDocument();
  });

  it('shows the publish time only for planned items and the lead hours only for HOURS', async () => {
    setup(ADMIN_ACTIONS);
    renderConsole('/content/create');
    const user = userEvent.setup();
    await screen.findByTestId('content-form');
    expect(screen.queryByLabelText('Publiceren op *')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Ingepland'));
    expect(await screen.findByLabelText('Publiceren op *')).toBeInTheDocument();
    await chooseOption('Wie mag het lezen', 'Leads');
    await chooseOption('Toegang voor leads', 'Een aantal uren na registratie');
    expect(await screen.findByLabelText('Uren na registratie *')).toBeInTheDocument();
    await chooseOption('Wie mag het lezen', 'Gebruikers met een profieltag');
    expect(await screen.findByLabelText('Profieltag *')).toBeInTheDocument();
    expect(screen.queryByLabelText('Uren na registratie *')).not.toBeInTheDocument();
  });

  it('fills the slug from the title on create until it is edited by hand', async () => {
    setup(ADMIN_ACTIONS);
    renderConsole('/content/create');
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Titel *');
    await user.type(title, 'Één test: Café & Co');
    const slug = screen.getByLabelText('Slug *');
    expect(slug).toHaveValue('een-test-cafe-co');
    await user.clear(slug);
    await user.type(slug, 'eigen-slug');
    await user.type(title, ' meer');
    expect(slug).toHaveValue('eigen-slug');
  });

  it('keeps the saved slug when the title changes on edit', async () => {
    setup(ADMIN_ACTIONS);
    renderConsole('/content/c1');
    const user = userEvent.setup();
    const title = await screen.findByDisplayValue('Bestaand stuk');
    await user.type(title, ' bijgewerkt');
    expect(screen.getByLabelText('Slug *')).toHaveValue('bestaand-stuk');
  });

  it('puts server validation errors on the fields in Dutch and keeps the input', async () => {
    const { calls } = setup(ADMIN_ACTIONS, {
      'POST /api/contents': {
        status: 400,
        body: {
          error: {
            status: 400,
            name: 'ValidationError',
            message: '1 error',
            details: { errors: [{ path: ['slug'], message: 'slug taken', code: 'slug_taken' }] },
          },
        },
      },
    });
    renderConsole('/content/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titel *'), 'Dubbel');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze slug wordt in deze taal al gebruikt')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug *')).toHaveValue('dubbel');
    expect(screen.getByLabelText('Titel *')).toHaveValue('Dubbel');
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/contents');
    expect(post?.body).toMatchObject({
      data: {
        type: 'ARTICLE',
        title: 'Dubbel',
        slug: 'dubbel',
        status: 'UNPUBLISHED',
        access: 'EVERYONE',
        authors: [],
      },
    });
  });

  it('creates a page with the fixed type on /content/pages', async () => {
    const { calls } = setup(ADMIN_ACTIONS, { 'POST /api/contents': { body: { data: { id: 9, documentId: 'n1' } } } });
    renderConsole('/content/pages/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Titel *'), 'Over ons');
    expect(screen.queryByRole('combobox', { name: /^Soort/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('section-page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/contents')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      data: { type: 'PAGE', title: 'Over ons', slug: 'over-ons' },
    });
  });

  it('edit: reads relations as ids, hides delete without permission, previews who can read it', async () => {
    const { calls } = setup(EDITOR_ACTIONS, {
      'GET /api/contents/c1/access': {
        body: {
          data: [
            { reader: 'ANONYMOUS', allowed: true, reason: 'Toegang: iedereen' },
            { reader: 'LEAD_NEW', allowed: false, reason: 'Geen lead' },
          ],
        },
      },
    });
    renderConsole('/content/c1');
    const user = userEvent.setup();
    await screen.findByDisplayValue('Bestaand stuk');
    expect(calls.find((c) => c.url.startsWith('/api/contents/c1?'))?.url).toContain('populate[0]=authors');
    expect(await screen.findByText('Anna Auteur')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
    const panel = screen.getByTestId('access-preview');
    await user.click(within(panel).getByRole('button', { name: 'Controleer wie dit kan lezen' }));
    expect(await within(panel).findByText('Bezoeker die niet is ingelogd: mag het lezen')).toBeInTheDocument();
    expect(within(panel).getByText('Nieuwe lead: mag het niet lezen')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/contents/c1/access?locale=nl')).toBe(true);
  });

  it('edit: shows delete to a user with the delete action', async () => {
    setup(ADMIN_ACTIONS);
    renderConsole('/content/c1');
    await screen.findByDisplayValue('Bestaand stuk');
    expect(await screen.findByRole('button', { name: 'Verwijderen' })).toBeInTheDocument();
  });

  it('edit: creates the missing English version as an unpublished copy and opens it', async () => {
    let english = false;
    const { calls } = setup(ADMIN_ACTIONS, {
      'GET /api/contents/c1': (call: { url: string }) =>
        call.url.includes('locale=en')
          ? english
            ? { body: { data: { ...DOC, locale: 'en' } } }
            : { status: 404, body: { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } }
          : { body: { data: DOC } },
      'PUT /api/contents/c1': () => {
        english = true;
        return { body: { data: { ...DOC, locale: 'en' } } };
      },
    });
    renderConsole('/content/c1');
    fireEvent.click(await screen.findByTestId('translation-create-en', {}, { timeout: 5000 }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/contents/c1?locale=en');
    expect(put.body).toEqual({
      data: expect.objectContaining({
        title: 'Bestaand stuk',
        slug: 'bestaand-stuk',
        type: 'ARTICLE',
        status: 'UNPUBLISHED',
      }),
    });
    const bar = await screen.findByTestId('content-translations');
    await waitFor(() =>
      expect(within(bar).getByText('Engels').closest('.MuiChip-root')).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(bar).getByTestId('translation-open-nl')).toBeInTheDocument();
  });

  it('edit: deleting a language version deletes only that version', async () => {
    const { calls } = setup(ADMIN_ACTIONS, {
      'GET /api/contents/c1': { body: { data: { ...DOC, locale: 'en' } } },
      'DELETE /api/contents/c1': { body: { data: null } },
    });
    renderConsole('/content/c1?locale=en');
    // The edit screen loads lazily; a text query (a role query walks the whole form, 20 s and more on a busy machine).
    fireEvent.click(await screen.findByText('Verwijderen', { selector: 'button' }, { timeout: 15000 }));
    fireEvent.click(await screen.findByText('Bevestigen', { selector: 'button' }, { timeout: 5000 }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/contents/c1?locale=en'), {
      timeout: 5000,
    });
  });
});
