import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { ADMIN_ACTIONS, LOOKUPS, meWith, renderConsole } from './testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const LINK_ACTIONS = ['find', 'create', 'revoke'].map((a) => `api::content-link.content-link.${a}`);
const DOC = {
  id: 1,
  documentId: 'c1',
  type: 'ARTICLE',
  title: 'Concept',
  slug: 'concept',
  status: 'UNPUBLISHED',
  access: 'EVERYONE',
  locale: 'nl',
  authors: [],
  tags: [],
  categories: [],
  highlightedCategory: null,
  dossier: null,
  pageCategory: null,
  cover: null,
};
const PREVIEW: { expiresAt: string | null } & Record<string, unknown> = {
  id: 'l1',
  kind: 'PREVIEW',
  expiry: 'PREVIEW_7D',
  expiresAt: '2026-12-01T11:00:00.000Z',
  locale: 'nl',
  createdAt: '2026-11-24T11:00:00.000Z',
  token: 'c1~abc~mac1',
};
const SHARE = { ...PREVIEW, id: 'l2', kind: 'SHARE', expiry: 'UNLIMITED', expiresAt: null, token: 'c1~def~mac2' };

const setup = (actions: string[]) => {
  let links = [PREVIEW];
  return mockFetchRoutes({
    'GET /api/me': { body: meWith(actions) },
    'GET /api/contents': { body: { data: [], meta: { pagination: { total: 0 } } } },
    'GET /api/contents/c1': { body: { data: DOC } },
    ...LOOKUPS,
    'GET /api/contents/c1/links': () => ({ body: { data: links } }),
    'POST /api/contents/c1/links': () => {
      links = [SHARE, ...links];
      return { status: 201, body: { data: SHARE } };
    },
    'DELETE /api/content-links/l1': () => {
      links = links.filter((l) => l.id !== 'l1');
      return { status: 204 };
    },
  });
};

const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');

describe('Preview & share panel', () => {
  it('lists the live links with their address and end, and makes a share link with the chosen expiry', async () => {
    const { calls } = setup([...ADMIN_ACTIONS, ...LINK_ACTIONS]);
    renderConsole('/content/c1');
    const panel = await screen.findByTestId('content-links');
    const first = await within(panel).findByTestId('content-link');
    expect(first).toHaveTextContent('Voorbeeldlink');
    expect(within(first).getByTestId('content-link-expiry')).toHaveTextContent('Geldig tot 1 dec 2026');
    expect(within(first).getByTestId('content-link-url')).toHaveValue(`${window.location.origin}/shared/c1~abc~mac1`);
    expect(calls.some((c) => c.url === '/api/contents/c1/links?locale=nl')).toBe(true);

    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: /Geldigheid/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Onbeperkt' }));
    fireEvent.click(within(panel).getByTestId('content-links-share'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toEqual({ data: { kind: 'SHARE', locale: 'nl', expiry: 'UNLIMITED' } });
    await waitFor(() => expect(within(panel).getAllByTestId('content-link')).toHaveLength(2));
    expect(within(panel).getAllByTestId('content-link')[0]).toHaveTextContent('Deellink · Geen einddatum');
  });

  it('makes a preview link without an expiry of its own', async () => {
    const { calls } = setup([...ADMIN_ACTIONS, ...LINK_ACTIONS]);
    renderConsole('/content/c1');
    fireEvent.click(await screen.findByTestId('content-links-preview'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toEqual({ data: { kind: 'PREVIEW', locale: 'nl' } });
  });

  it('revokes a link only after the confirmation', async () => {
    const { calls } = setup([...ADMIN_ACTIONS, ...LINK_ACTIONS]);
    renderConsole('/content/c1');
    fireEvent.click(await screen.findByTestId('content-link-revoke'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Link intrekken?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Intrekken' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/content-links/l1')).toBe(true),
    );
    expect(await screen.findByTestId('content-links-none')).toBeInTheDocument();
  });

  it('shows nothing to a user without the link actions', async () => {
    const { calls } = setup(ADMIN_ACTIONS);
    renderConsole('/content/c1');
    expect(await screen.findByDisplayValue('Concept')).toBeInTheDocument();
    expect(screen.queryByTestId('content-links')).toBeNull();
    expect(calls.some((c) => c.url.includes('/links'))).toBe(false);
  });

  it('offers no making or revoking to a user who may only see the links', async () => {
    setup([...ADMIN_ACTIONS, LINK_ACTIONS[0]]);
    renderConsole('/content/c1');
    const panel = await screen.findByTestId('content-links', {}, { timeout: 5000 });
    expect(await within(panel).findByTestId('content-link')).toBeInTheDocument();
    expect(screen.queryByTestId('content-links-preview')).toBeNull();
    expect(screen.queryByTestId('content-link-revoke')).toBeNull();
  });
});
