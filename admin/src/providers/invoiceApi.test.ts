import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from './dataProvider';
import { resetErrorBus, subscribeToApiErrors } from './errorBus';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const ok = (data: unknown) => ({ body: { data } });

describe('invoice calls of the data provider', () => {
  it('posts each invoice action to its own route with {data}, quietly when refused', async () => {
    const toasts: unknown[] = [];
    subscribeToApiErrors((e) => toasts.push(e));
    const { calls } = mockFetch(
      ok({ documentId: 'i 1', status: 'PENDING' }),
      ok({ documentId: 'i1', paid: 500 }),
      { status: 201, body: { data: { documentId: 'cn1', kind: 'CREDIT_NOTE' } } },
      ok({ sent: 2 }),
      ok({ to: ['a@x.nl'], bcc: [] }),
      ok({ documentId: 'i1', paymentLink: 'https://pay.example/1' }),
      {
        status: 409,
        body: { error: { status: 409, name: 'ConflictError', message: 'final', details: { code: 'invoice_final' } } },
      },
    );
    document.cookie = 'nb_csrf=tok9';
    await dataProvider.invoiceFinalize('i 1');
    await dataProvider.invoicePayment('i1', { amount: 500, note: 'Bank' });
    expect(
      (await dataProvider.invoiceCreditNote('i1', { lines: [{ line: 1, quantity: 2 }], reason: 'Te veel' })).data.kind,
    ).toBe('CREDIT_NOTE');
    await dataProvider.invoicePreviewEmail('i1', { to: 'a@x.nl, b@y.nl', subject: 'Test' });
    await dataProvider.invoiceSend('i1');
    await dataProvider.invoicePaymentLink('i1');
    await expect(dataProvider.invoiceFinalize('i1')).rejects.toMatchObject({ status: 409, code: 'invoice_final' });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/invoices/i%201/finalize', {}],
      ['POST', '/api/invoices/i1/payments', { data: { amount: 500, note: 'Bank' } }],
      ['POST', '/api/invoices/i1/credit-notes', { data: { lines: [{ line: 1, quantity: 2 }], reason: 'Te veel' } }],
      ['POST', '/api/invoices/i1/preview-email', { data: { to: 'a@x.nl, b@y.nl', subject: 'Test' } }],
      ['POST', '/api/invoices/i1/send', {}],
      ['POST', '/api/invoices/i1/payment-link', {}],
      ['POST', '/api/invoices/i1/finalize', {}],
    ]);
    expect(calls[0].headers['X-CSRF-Token']).toBe('tok9');
    expect(toasts).toEqual([]);
  });

  it('makes a draft from an order and downloads the PDF and UBL as files', async () => {
    const { calls, fn } = mockFetch(ok({ documentId: 'd1', status: 'DRAFT' }));
    await dataProvider.invoiceFromOrder('o1');
    expect(calls[0]).toMatchObject({ url: '/api/invoices', method: 'POST', body: { data: { order: 'o1' } } });
    fn.mockImplementation(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="DK000007.pdf"' },
        }),
    );
    const pdf = await dataProvider.invoicePdf('i1');
    expect(pdf).toMatchObject({ filename: 'DK000007.pdf', contentType: 'application/pdf' });
    await dataProvider.invoiceUbl('i1');
    expect(fn.mock.calls.slice(1).map((c) => c[0])).toEqual(['/api/invoices/i1/pdf', '/api/invoices/i1/ubl']);
  });

  it('reads the use of the invoice numbers per channel, quietly when it fails', async () => {
    const toasts: unknown[] = [];
    subscribeToApiErrors((e) => toasts.push(e));
    const usage = {
      channel: { documentId: 'ch1', name: 'De Dagkrant' },
      used: 900,
      capacity: 999,
      year: 2026,
      nearlyFull: true,
      full: false,
    };
    const { calls } = mockFetch(ok([usage]), {
      status: 500,
      body: { error: { status: 500, name: 'InternalServerError', message: 'boom' } },
    });
    expect((await dataProvider.invoiceSerialUsage()).data).toEqual([usage]);
    await expect(dataProvider.invoiceSerialUsage()).rejects.toMatchObject({ status: 500 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/invoices/serial-usage',
      'GET /api/invoices/serial-usage',
    ]);
    expect(toasts).toEqual([]);
  });

  it('lists the expired tab searching number, reference and the customer name', async () => {
    const { calls } = mockFetch({ body: { data: [], meta: { pagination: { total: 0 } } } });
    await dataProvider.getList('sales/invoices', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'PENDING', dueDate_lt: '2026-11-20', q: 'DK00', invoiceDate_gte: '2026-01-01' },
      meta: { populate: ['customer', 'channel'] },
    });
    expect(calls[0].url).toBe(
      '/api/invoices?pagination[page]=1&pagination[pageSize]=25&sort[0]=createdAt:desc' +
        '&filters[status][$eq]=PENDING&filters[dueDate][$lt]=2026-11-20' +
        '&filters[$or][0][serial][$containsi]=DK00&filters[$or][1][reference][$containsi]=DK00&filters[$or][2][customer][displayName][$containsi]=DK00' +
        '&filters[invoiceDate][$gte]=2026-01-01&populate[0]=customer&populate[1]=channel',
    );
  });

  it('updates a draft with only the writable fields that changed', async () => {
    const { calls } = mockFetch(ok({ documentId: 'd1', reference: 'PO-2' }));
    const previous = { id: 'd1', status: 'DRAFT', serial: null, total: 100, reference: 'PO-1', lines: [], history: [] };
    await dataProvider.update('sales/invoices', {
      id: 'd1',
      data: { ...previous, reference: 'PO-2', total: 999 },
      previousData: previous,
    });
    expect(calls[0]).toMatchObject({ url: '/api/invoices/d1', method: 'PUT', body: { data: { reference: 'PO-2' } } });
  });
});
