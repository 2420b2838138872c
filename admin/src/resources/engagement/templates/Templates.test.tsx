import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ACTIONS = [
  ...['find', 'findOne', 'create', 'update', 'delete', 'render', 'previewMail'].map(
    (a) => `api::email-template.email-template.${a}`,
  ),
  'api::content.content.find',
];
const template = (extra: Record<string, unknown> = {}) => ({
  id: 't1',
  documentId: 't1',
  name: 'Weekbrief',
  subject: 'Nieuws voor {firstName}',
  fromName: 'De Krant',
  fromEmail: 'redactie@krant.nl',
  design: { blocks: [{ type: 'text', html: '<p>Hallo</p>' }] },
  text: 'Hallo',
  textEdited: false,
  html: '<html></html>',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
const rendered = { body: { data: { subject: 'S', html: '<p>GERENDERD</p>', text: 'Hallo', generatedText: 'Hallo' } } };
const WAIT = { timeout: 15_000 };

describe('/mail/emailtemplates list', () => {
  it('lists templates and explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/email-templates': list([template()]) });
    const first = renderConsole('/mail/emailtemplates');
    expect(await screen.findByText('Weekbrief', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Nieuws voor {firstName}')).toBeInTheDocument();
    first.unmount();
    forgetMe();
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/email-templates': list([]) });
    renderConsole('/mail/emailtemplates');
    expect(await screen.findByText('Nog geen e-mailtemplates', {}, WAIT)).toBeInTheDocument();
  });
});

describe('/mail/emailtemplates editor', () => {
  it('adds, moves and removes blocks, picks an article and previews in a sandboxed frame', async () => {
    const renders: RecordedCall[] = [];
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'POST /api/email-templates/render': (call) => (renders.push(call), rendered),
      'GET /api/contents': list([
        { id: 5, documentId: 'art5', title: 'Nieuw stadhuis', locale: 'nl', status: 'PUBLISHED' },
      ]),
    });
    renderConsole('/mail/emailtemplates/create');
    const user = userEvent.setup();
    expect(await screen.findByTestId('blocks-empty', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByTestId('add-text'));
    await user.click(screen.getByTestId('add-divider'));
    await user.click(screen.getByTestId('add-article'));
    expect(screen.getByTestId('block-0')).toHaveTextContent('1. Tekst');
    // The divider moves up to the first place, then the text block is removed.
    await user.click(within(screen.getByTestId('block-1')).getByRole('button', { name: 'Omhoog' }));
    expect(screen.getByTestId('block-0')).toHaveTextContent('1. Scheidingslijn');
    await user.click(within(screen.getByTestId('block-1')).getByRole('button', { name: 'Blok verwijderen' }));
    await user.click(screen.getByTestId('article-block-pick'));
    await user.click(await screen.findByText('Nieuw stadhuis', {}, WAIT));
    expect(screen.getByTestId('article-block-title')).toHaveTextContent('Nieuw stadhuis');

    const frame = (await screen.findByTitle('Voorbeeld van de e-mail', {}, WAIT)) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('GERENDERD');
    await waitFor(
      () =>
        expect(renders.at(-1)?.body).toMatchObject({
          data: { design: { blocks: [{ type: 'divider' }, { type: 'article', documentId: 'art5' }] } },
        }),
      WAIT,
    );
    await user.click(screen.getByTestId('preview-tab-mobile'));
    expect(screen.getByTestId('email-preview-mobile')).toHaveStyle({ width: '375px' });
  });

  it("names a stored article block by the item's current title, and warns when the item is gone", async () => {
    const design = {
      blocks: [
        { type: 'article', documentId: 'art5' },
        { type: 'article', documentId: 'weg' },
      ],
    };
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/email-templates/t1': { body: { data: template({ design }) } },
      'POST /api/email-templates/render': rendered,
      'GET /api/contents': (call) =>
        list(
          call.url.includes('weg')
            ? []
            : [{ id: 5, documentId: 'art5', title: 'Nieuw stadhuis', locale: 'nl', status: 'PUBLISHED' }],
        ),
    });
    renderConsole('/mail/emailtemplates/t1');
    await waitFor(() => {
      const titles = screen.getAllByTestId('article-block-title').map((el) => el.textContent);
      expect(titles).toEqual(['Nieuw stadhuis', 'Dit artikel bestaat niet meer; kies een ander.']);
    }, WAIT);
  });

  it('keeps an edited plain text until "regenerate" and shows a render refusal', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/email-templates/t1': { body: { data: template() } },
      'POST /api/email-templates/render': {
        status: 422,
        body: {
          error: {
            status: 422,
            name: 'UnprocessableEntityError',
            message: 'x',
            details: { code: 'block_text_required', block: 1 },
          },
        },
      },
    });
    renderConsole('/mail/emailtemplates/t1');
    expect(await screen.findByTestId('preview-refused', {}, WAIT)).toHaveTextContent('Blok 1: vul de tekst in.');
    fireEvent.click(screen.getByTestId('preview-tab-text'));
    expect(screen.getByTestId('text-state')).toHaveTextContent('Bij elke opslag gemaakt');
    fireEvent.change(screen.getByLabelText('Platte tekst'), { target: { value: 'Mijn eigen tekst' } });
    expect(screen.getByTestId('text-state')).toHaveTextContent('Je hebt deze tekst aangepast');
  });
});

describe('preview e-mail dialog', () => {
  const open = async () => {
    renderConsole('/mail/emailtemplates/t1');
    fireEvent.click(await screen.findByTestId('preview-mail-open', {}, WAIT));
    const to = await screen.findByTestId('preview-mail-to', {}, WAIT);
    fireEvent.change(to, { target: { value: '' } });
    return to;
  };

  it('checks SPEC 5 rules before sending and sends comma-separated addresses', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/email-templates/t1': { body: { data: template() } },
      'POST /api/email-templates/render': rendered,
      'POST /api/email-templates/t1/preview-mail': { body: { data: { sent: 2 } } },
    });
    const to = await open();
    fireEvent.click(screen.getByTestId('preview-mail-send'));
    expect(await screen.findByTestId('preview-mail-invalid')).toHaveTextContent(
      'Vul minimaal één e-mailadres en een onderwerp in.',
    );
    fireEvent.change(to, { target: { value: 'a@krant.nl, kapot' } });
    fireEvent.click(screen.getByTestId('preview-mail-send'));
    expect(await screen.findByTestId('preview-mail-invalid')).toHaveTextContent(
      'Een of meer e-mailadressen zijn verkeerd opgemaakt.',
    );
    fireEvent.change(to, { target: { value: 'a@krant.nl, b@krant.nl' } });
    fireEvent.click(screen.getByTestId('preview-mail-send'));
    await waitFor(() => expect(screen.queryByTestId('preview-mail-dialog')).not.toBeInTheDocument(), WAIT);
    const sent = calls.find((c) => c.url.endsWith('/preview-mail'));
    expect(sent?.body).toEqual({ data: { emails: ['a@krant.nl', 'b@krant.nl'] } });
  });

  it('titles a failed sending as SPEC 8 says and keeps the addresses', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/email-templates/t1': { body: { data: template() } },
      'POST /api/email-templates/render': rendered,
      'POST /api/email-templates/t1/preview-mail': {
        status: 503,
        body: {
          error: { status: 503, name: 'ServiceUnavailableError', message: 'x', details: { code: 'preview_failed' } },
        },
      },
    });
    const to = await open();
    fireEvent.change(to, { target: { value: 'a@krant.nl' } });
    fireEvent.click(screen.getByTestId('preview-mail-send'));
    const failed = await screen.findByTestId('preview-mail-failed', {}, WAIT);
    expect(failed).toHaveTextContent('Voorbeeld e-mail verzenden mislukt');
    expect(failed).toHaveTextContent('Probeer het later opnieuw.');
    expect(to).toHaveValue('a@krant.nl');
  });
});
