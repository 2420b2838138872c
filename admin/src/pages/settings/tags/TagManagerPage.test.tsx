import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TagManagerRow } from '@newsroom/config';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { meWith } from '@/resources/content/content/testHarness';
import { TagManagerPage } from './TagManagerPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const TIMEOUT = { timeout: 15_000 };
const tag = (slug: string, name: string, usage: Record<string, number>): TagManagerRow => ({
  id: slug.length,
  documentId: `doc-${slug}`,
  name,
  slug,
  family: 'content',
  createdAt: '2026-11-01T10:00:00.000Z',
  usage,
  total: Object.values(usage).reduce((a, b) => a + b, 0),
});
const KLIMAAT = tag('klimaat', 'Klimaat', { 'content.tags': 3, 'segment.rules': 1 });
const KLIMAATVERANDERING = tag('klimaatverandering', 'Klimaatverandering', { 'content.tags': 12 });
const listOf = (rows: TagManagerRow[]) => ({
  body: {
    data: rows,
    meta: {
      pagination: { page: 1, pageSize: 25, pageCount: 1, total: rows.length },
      limit: { limit: 1000, used: 312 },
    },
  },
});

const renderPage = (actions: string[], routes: Parameters<typeof mockFetchRoutes>[0]) => {
  const mock = mockFetchRoutes({ 'GET /api/me': { body: meWith(actions) }, ...routes });
  render(
    <TestMemoryRouter initialEntries={['/settings/tags']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <TagManagerPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return mock;
};
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/tag-manager/tags?')).map((c) => c.url);

describe('/settings/tags', () => {
  it('lists a family with counts and the limit, searches, sorts and switches kinds', async () => {
    const { calls } = renderPage(['api::tag-manager.tag-manager.find'], {
      'GET /api/tag-manager/tags': (call) =>
        listOf(call.url.includes('family=ACCESS') ? [] : [KLIMAAT, KLIMAATVERANDERING]),
    });
    const row = await screen.findByTestId('tag-row-klimaat', {}, TIMEOUT);
    expect(row).toHaveTextContent('3 contentitems, 1 segment');
    expect(screen.getByTestId('tag-limit')).toHaveTextContent('312 van 1000');
    // Without api::config.config.update the limit shows but cannot be changed here.
    expect(screen.queryByTestId('tag-limit-change')).toBeNull();

    fireEvent.change(screen.getByTestId('tag-search'), { target: { value: 'klim' } });
    await waitFor(() => expect(listCalls(calls).some((url) => url.includes('q=klim'))).toBe(true), TIMEOUT);
    fireEvent.click(screen.getByRole('button', { name: 'Gebruik' }));
    await waitFor(() => expect(listCalls(calls).some((url) => url.includes('sort=usage'))).toBe(true), TIMEOUT);

    fireEvent.click(screen.getByTestId('tag-family-ACCESS'));
    expect(await screen.findByTestId('tag-empty', {}, TIMEOUT)).toHaveTextContent('Geen tags gevonden');
    expect(listCalls(calls).some((url) => url.includes('family=ACCESS'))).toBe(true);
  }, 40_000);

  it('merges into a picked target after showing what moves, and keeps a refusal in the dialog', async () => {
    let refuse = true;
    const { calls } = renderPage(['api::tag-manager.tag-manager.find', 'api::config.config.update'], {
      'GET /api/tag-manager/tags': listOf([KLIMAAT, KLIMAATVERANDERING]),
      'GET /api/tag-manager/tags/content/doc-klimaat/usage': { body: { data: { ...KLIMAAT, rules: {} } } },
      'POST /api/tag-manager/tags/content/doc-klimaat/merge': () =>
        refuse
          ? {
              status: 422,
              body: {
                error: {
                  status: 422,
                  name: 'UnprocessableEntityError',
                  message: 'no',
                  details: { code: 'tag_merge_family' },
                },
              },
            }
          : { body: { data: { target: KLIMAATVERANDERING, moved: { 'content.tags': 3 }, duplicates: 0 } } },
    });
    expect(await screen.findByTestId('tag-limit-change', {}, TIMEOUT)).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('tag-merge-klimaat', {}, TIMEOUT));
    const dialog = await screen.findByTestId('tag-merge-dialog', {}, TIMEOUT);
    expect(await within(dialog).findByTestId('tag-merge-usage', {}, TIMEOUT)).toHaveTextContent('3 contentitems');

    fireEvent.click(within(dialog).getByTestId('tag-merge-confirm'));
    expect(await within(dialog).findByTestId('tag-merge-refusal')).toHaveTextContent('Kies eerst de tag');

    const input = within(dialog).getByTestId('tag-merge-target');
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Klimaatverandering (klimaatverandering)' }, TIMEOUT));
    fireEvent.click(within(dialog).getByTestId('tag-merge-confirm'));
    expect(await within(dialog).findByTestId('tag-merge-refusal', {}, TIMEOUT)).toHaveTextContent(
      'alleen samengaan met een tag van dezelfde soort',
    );
    refuse = false;
    fireEvent.click(within(dialog).getByTestId('tag-merge-confirm'));
    await waitFor(() => expect(screen.queryByTestId('tag-merge-dialog')).toBeNull(), TIMEOUT);
    const merges = calls.filter((c) => c.method === 'POST');
    expect(merges.at(-1)?.body).toEqual({ data: { target: 'doc-klimaatverandering' } });
  }, 40_000);

  it('shows the counts before a delete and refuses to offer it while rules depend on the tag', async () => {
    renderPage(['api::tag-manager.tag-manager.find'], {
      'GET /api/tag-manager/tags': listOf([KLIMAAT]),
      'GET /api/tag-manager/tags/content/doc-klimaat/usage': {
        body: { data: { ...KLIMAAT, rules: { 'segment.rules': 1 } } },
      },
    });
    fireEvent.click(await screen.findByTestId('tag-delete-klimaat', {}, TIMEOUT));
    const dialog = await screen.findByTestId('tag-delete-dialog', {}, TIMEOUT);
    expect(await within(dialog).findByTestId('tag-delete-usage', {}, TIMEOUT)).toHaveTextContent('1 segment');
    expect(within(dialog).getByTestId('tag-delete-rules')).toHaveTextContent('Voeg de tag samen');
    expect(within(dialog).getByTestId('tag-delete-confirm')).toBeDisabled();
  }, 40_000);
});
