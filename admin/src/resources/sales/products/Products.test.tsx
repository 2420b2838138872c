import { screen, waitFor, within } from '@testing-library/react';
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

const ACTIONS = ['find', 'findOne', 'create', 'update', 'delete', 'bulkPublish'].map(
  (a) => `api::product.product.${a}`,
);
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
const product = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'pr1',
  name: 'Kookboek',
  type: 'PRODUCT',
  price: 1250,
  sku: 'BOEK-1',
  published: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const LOOKUPS = {
  'GET /api/product-categories': list([]),
  'GET /api/channels': list([]),
  'GET /api/profile-tags': list([{ id: 4, documentId: 'tag4', name: 'Premium', kind: 'ACCESS' }]),
  'GET /api/products': list([]),
};

describe('/sales/products', () => {
  it('shows prices in euros and publishes the selection after a confirmation', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...LOOKUPS,
      'GET /api/products': list([product()]),
      'POST /api/products/bulk-publish': { body: { data: { count: 1, published: true } } },
    });
    renderConsole('/sales/products');
    const row = (await screen.findByText('Kookboek')).closest('tr')!;
    expect(within(row).getByText(/12,50/)).toBeInTheDocument();
    expect(within(row).getByText('Product')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByTestId('bulk-publish'));
    await user.click(await screen.findByRole('button', { name: 'Bevestigen' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/products/bulk-publish')?.body).toEqual({
        documentIds: ['pr1'],
        published: true,
      }),
    );
  });

  it('shows the subscription block with its access tags fixed once the product exists', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...LOOKUPS,
      'GET /api/products/pr1': {
        body: {
          data: product({
            type: 'SUBSCRIPTION',
            recurrenceCount: 1,
            recurrenceUnit: 'MONTHS',
            invoiceMode: 'INVOICE',
            tagsBirth: [{ id: 4, documentId: 'tag4', name: 'Premium' }],
          }),
        },
      },
    });
    renderConsole('/sales/products/pr1');
    expect(await screen.findByText('Abonnement', { selector: 'h6' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prijs')).toHaveValue('12,50');
    expect(await screen.findByText('Ligt vast sinds het product is aangemaakt')).toBeInTheDocument();
    expect(screen.queryByText('Kaartverkoop', { selector: 'h6' })).not.toBeInTheDocument();
  });

  it('uploads several images, shows them in order and saves their ids', async () => {
    let uploads = 0;
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([...ACTIONS, 'plugin::upload.content-api.upload']) },
      ...LOOKUPS,
      'GET /api/products/pr1': {
        body: { data: product({ taxPercentage: 9, images: [{ id: 7, url: '/uploads/voor.png', mime: 'image/png' }] }) },
      },
      'POST /api/upload': () => ({
        body: [{ id: 8 + uploads++, url: `/uploads/nieuw${uploads}.png`, mime: 'image/png' }],
      }),
      'PUT /api/products/pr1': (call) => ({ body: { data: product(call.body as Record<string, unknown>) } }),
    });
    renderConsole('/sales/products/pr1');
    expect(await screen.findByAltText('Afbeelding 1')).toHaveAttribute('src', '/uploads/voor.png');
    const user = userEvent.setup();
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    await user.upload(screen.getByLabelText('Afbeeldingen'), files);
    expect(await screen.findByAltText('Afbeelding 3')).toHaveAttribute('src', '/uploads/nieuw2.png');
    await user.click(screen.getByRole('button', { name: 'Verwijderen 1' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect((calls.find((c) => c.method === 'PUT')?.body as { data: { images: number[] } })?.data.images).toEqual([
        8, 9,
      ]),
    );
  });
});
