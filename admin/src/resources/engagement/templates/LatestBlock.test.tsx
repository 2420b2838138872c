// The "latest articles" block of the template editor: a tag chosen by name, a count, the language and the
// cover switch, saved as one block of the design.
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
  'api::tag.tag.find',
];
const template = (extra: Record<string, unknown> = {}) => ({
  id: 't1',
  documentId: 't1',
  name: 'Weekbrief',
  subject: 'Het nieuws van de week',
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
const TAGS = [
  { id: 1, documentId: 'tagsport', name: 'Sport', slug: 'sport' },
  { id: 2, documentId: 'tagpolitiek', name: 'Politiek', slug: 'politiek' },
];
const WAIT = { timeout: 15_000 };
/** The first form of a run transforms the whole console; on the shared machine that takes a while. */
const LONG_FORM_MS = 40_000;

describe('latest articles block', () => {
  it(
    'adds the block with a tag, a count, the language and the cover switch, and saves them',
    async () => {
      const saves: RecordedCall[] = [];
      mockFetchRoutes({
        'GET /api/me': { body: meWith(ACTIONS) },
        'GET /api/email-templates/t1': { body: { data: template() } },
        'PUT /api/email-templates/t1': (call) => {
          saves.push(call);
          return { body: { data: template((call.body as { data: Record<string, unknown> }).data) } };
        },
        'POST /api/email-templates/render': rendered,
        'GET /api/tags': (call) =>
          list(call.url.includes('tagpolitiek') ? TAGS.filter((t) => t.documentId === 'tagpolitiek') : TAGS),
      });
      renderConsole('/mail/emailtemplates/t1');
      const user = userEvent.setup();
      await user.click(await screen.findByTestId('add-latest', {}, WAIT));
      const block = screen.getByTestId('block-1');
      expect(block).toHaveTextContent('2. Nieuwste artikelen');
      // The defaults: three items, Dutch, with covers.
      expect(within(block).getByLabelText(/^Aantal/)).toHaveValue(3);
      expect(within(block).getByLabelText('Met omslagfoto')).toBeChecked();

      await user.type(within(block).getByRole('combobox', { name: /^Tag/ }), 'Pol');
      await user.click(await screen.findByRole('option', { name: 'Politiek' }, WAIT));
      fireEvent.change(within(block).getByLabelText(/^Aantal/), { target: { value: '5' } });
      await user.click(within(block).getByLabelText('Met omslagfoto'));
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));

      await waitFor(() => expect(saves).toHaveLength(1), WAIT);
      const { design } = (saves[0].body as { data: { design: { blocks: unknown[] } } }).data;
      expect(design.blocks).toEqual([
        { type: 'text', html: '<p>Hallo</p>' },
        { type: 'latest', tag: 'tagpolitiek', count: 5, locale: 'nl', showCover: false },
      ]);
    },
    LONG_FORM_MS,
  );

  it("shows the server's refusal of a tag that no longer exists", async () => {
    const design = { blocks: [{ type: 'latest', tag: 'weg', count: 2 }] };
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/email-templates/t1': { body: { data: template({ design }) } },
      'GET /api/tags': list([]),
      'POST /api/email-templates/render': {
        status: 422,
        body: {
          error: {
            status: 422,
            name: 'UnprocessableEntityError',
            message: 'x',
            details: { code: 'block_latest_tag_missing', block: 1 },
          },
        },
      },
    });
    renderConsole('/mail/emailtemplates/t1');
    expect(await screen.findByTestId('preview-refused', {}, WAIT)).toHaveTextContent(
      'Blok 1: de gekozen tag bestaat niet meer.',
    );
  });
});
