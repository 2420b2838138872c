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

const CRUD = ['find', 'findOne', 'create', 'update', 'delete'];
const ACTIONS = [
  ...['marketing-content', 'marketing-bundle', 'marketing-zone', 'marketing-zone-group'].flatMap((t) =>
    CRUD.map((a) => `api::${t}.${t}.${a}`),
  ),
  'api::marketing.marketing.overview',
  'api::marketing.marketing.results',
];
const rows = (data: unknown[]) => ({ body: { data, meta: { pagination: { total: data.length } } } });
const TIMEOUT = { timeout: 15_000 };
const popup = {
  id: 1,
  documentId: 'mc1',
  name: 'Welkom terug',
  type: 'POPUP',
  active: true,
  fields: { title: 'Welkom', body: 'Tekst' },
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  audience: 'TAG',
  audienceTag: 'vip',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('/marketing/content', () => {
  it('lists contents with their type and state, and explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/marketing-contents': rows([popup]) });
    const first = renderConsole('/marketing/content');
    expect(await screen.findByText('Welkom terug', {}, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('Pop-up')).toBeInTheDocument();
    expect(screen.getByText('Loopt')).toBeInTheDocument();
    first.unmount();
    forgetMe();
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/marketing-contents': rows([]) });
    renderConsole('/marketing/content');
    expect(await screen.findByTestId('marketingContent-empty', {}, TIMEOUT)).toHaveTextContent(
      'Nog geen marketingcontent',
    );
  });

  it('previews HTML only in a sandboxed frame and sends only the chosen type’s fields', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'POST /api/marketing-contents': { status: 201, body: { data: { ...popup, documentId: 'mc2', type: 'HTML' } } },
      'GET /api/marketing-contents/mc2': { body: { data: { ...popup, documentId: 'mc2', type: 'HTML' } } },
    });
    renderConsole('/marketing/content/create');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText(/Naam/, {}, TIMEOUT), { target: { value: 'Banner' } });
    fireEvent.change(screen.getByLabelText(/Adres van de afbeelding/), {
      target: { value: 'https://cdn.example.nl/a.png' },
    });
    await user.click(screen.getByLabelText(/Soort/));
    await user.click(await screen.findByRole('option', { name: 'HTML' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^HTML/ }), {
      target: { value: '<p>Hallo</p><script>parent.alert(1)</script>' },
    });
    const frame = await screen.findByTestId('marketing-html-preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hallo</p>');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), TIMEOUT);
    const sent = (calls.find((c) => c.method === 'POST')!.body as { data: Record<string, any> }).data;
    expect(sent).toMatchObject({
      name: 'Banner',
      type: 'HTML',
      audience: 'EVERYONE',
      fields: { html: '<p>Hallo</p><script>parent.alert(1)</script>' },
    });
    expect(Object.keys(sent.fields)).toEqual(['html']);
  }, 40_000);

  it('fills an image address by uploading the file, as a full address the websites can load', async () => {
    const image = { ...popup, documentId: 'mc3', type: 'IMAGE', audience: 'EVERYONE' };
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([...ACTIONS, 'plugin::upload.content-api.upload']) },
      'POST /api/upload': { body: [{ id: 4, url: '/uploads/banner_9f.png', mime: 'image/png' }] },
      'POST /api/marketing-contents': { status: 201, body: { data: image } },
      'GET /api/marketing-contents/mc3': { body: { data: image } },
    });
    renderConsole('/marketing/content/create');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText(/Naam/, {}, TIMEOUT), { target: { value: 'Banner' } });
    fireEvent.change(screen.getByLabelText(/Alternatieve tekst/), { target: { value: 'Zomeractie' } });
    await user.upload(
      screen.getByLabelText('Bestand uploaden'),
      new File(['png'], 'banner.png', { type: 'image/png' }),
    );
    const address = `${window.location.origin}/uploads/banner_9f.png`;
    await waitFor(() => expect(screen.getByLabelText(/Adres van de afbeelding/)).toHaveValue(address), TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(
      () => expect(calls.some((c) => c.method === 'POST' && c.url.includes('marketing'))).toBe(true),
      TIMEOUT,
    );
    const sent = (calls.find((c) => c.url.includes('/api/marketing-contents'))!.body as { data: Record<string, any> })
      .data;
    expect(sent.fields).toEqual({ imageUrl: address, altText: 'Zomeractie' });
  }, 40_000);
  it('fills an image address by picking a stored file from the file manager, filtered to images', async () => {
    const image = { ...popup, documentId: 'mc4', type: 'IMAGE', audience: 'EVERYONE' };
    const stored = {
      id: 12,
      filename: 'zomer.png',
      type: 'image/png',
      src: '/uploads/zomer_3a.png',
      ext: 'png',
      size: 83_000,
      width: 1200,
      height: 675,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([...ACTIONS, 'plugin::upload.content-api.find']) },
      'GET /api/file-manager/list': {
        body: {
          data: { path: 'public/', folders: [], files: [stored] },
          meta: { pagination: { page: 1, pageSize: 50, total: 1, pageCount: 1 } },
        },
      },
      'POST /api/marketing-contents': { status: 201, body: { data: image } },
      'GET /api/marketing-contents/mc4': { body: { data: image } },
    });
    renderConsole('/marketing/content/create');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText(/Naam/, {}, TIMEOUT), { target: { value: 'Banner' } });
    fireEvent.change(screen.getByLabelText(/Alternatieve tekst/), { target: { value: 'Zomer' } });
    const pick = screen.getByTestId('media-fields.imageUrl-pick');
    expect(pick).toHaveTextContent('Kies uit bestandsbeheer');
    await user.click(pick);
    const picker = await screen.findByTestId('file-picker', {}, TIMEOUT);
    await user.click(await within(picker).findByRole('button', { name: 'zomer.png' }, TIMEOUT));
    const read = calls.find((c) => c.url.startsWith('/api/file-manager/list'))!;
    expect(new URL(read.url, 'http://x').searchParams.get('ext')).toBe('jpg,jpeg,png,gif,webp,avif');
    expect(screen.queryByTestId('file-picker')).toBeNull();
    const address = `${window.location.origin}/uploads/zomer_3a.png`;
    await waitFor(() => expect(screen.getByLabelText(/Adres van de afbeelding/)).toHaveValue(address), TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(
      () => expect(calls.some((c) => c.method === 'POST' && c.url.includes('marketing'))).toBe(true),
      TIMEOUT,
    );
    const sent = (calls.find((c) => c.url.includes('/api/marketing-contents'))!.body as { data: Record<string, any> })
      .data;
    expect(sent.fields).toEqual({ imageUrl: address, altText: 'Zomer' });
  }, 40_000);
});
