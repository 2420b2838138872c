// Fixtures of the order screens' tests: answers of the order API as cms/tests/orders.test.ts shows them.
export const ORDER_ACTIONS_ALL = [
  'find',
  'findOne',
  'create',
  'update',
  'delete',
  'revenue',
  'pay',
  'close',
  'reopen',
  'cancel',
  'expire',
  'release',
].map((a) => `api::order.order.${a}`);
export const LOOKUP_ACTIONS = ['api::customer.customer.find', 'api::channel.channel.find', 'api::product.product.find'];

export const list = (rows: unknown[], total = rows.length) => ({
  body: { data: rows, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total } } },
});

export const channel = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'ch1',
  name: 'De Dagkrant',
  currency: 'EUR',
  isDefault: true,
  isActive: true,
  ...extra,
});
export const customer = { id: 5, documentId: 'cu1', name: 'Orderklant B.V.', contact: 'Olga Order' };

export const order = (extra: Record<string, unknown> = {}) => ({
  id: 10,
  documentId: 'o1',
  serial: '000042',
  type: 'PRODUCT',
  status: 'PENDING',
  currency: 'EUR',
  customer,
  channel: channel(),
  addressee: {
    id: 3,
    salutation: 'F',
    firstName: 'Olga',
    lastName: 'Order',
    company: 'Orderklant B.V.',
    street: 'Domplein',
    houseNumber: '1',
    postcode: '3512 JE',
    city: 'Utrecht',
    country: 'NL',
  },
  email: 'olga@orderklant.nl',
  lines: [
    {
      product: 'pr1',
      productType: 'PRODUCT',
      sku: 'BOEK-JB26',
      description: 'Jaarboek 2026',
      quantity: 3,
      unitPrice: 2495,
      taxPercentage: 9,
      amount: 7485,
    },
    {
      product: 'pr1',
      productType: 'PRODUCT',
      sku: 'BOEK-JB26',
      description: 'Korting exemplaar',
      quantity: 1,
      unitPrice: 1000,
      taxPercentage: 21,
      amount: 1000,
    },
  ],
  taxes: [
    { rate: 9, base: 7485, tax: 674 },
    { rate: 21, base: 1000, tax: 210 },
  ],
  subtotal: 8485,
  taxTotal: 884,
  total: 9369,
  reference: 'PO-1',
  notes: 'Belt graag eerst',
  customerComment: null,
  paymentLink: null,
  paymentDueAt: '2026-12-01T10:00:00.000Z',
  paidAt: null,
  closedAt: null,
  cancelledAt: null,
  expiredAt: null,
  stockReleasedAt: null,
  createdAt: '2026-11-17T09:30:00.000Z',
  history: [
    { at: '2026-11-17T09:30:00.000Z', by: { id: 1, name: 'admin@example.com' }, action: 'create', to: 'PENDING' },
  ],
  ...extra,
});

export const product = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 'pr1',
  name: 'Jaarboek 2026',
  type: 'PRODUCT',
  sku: 'BOEK-JB26',
  price: 2495,
  taxPercentage: 9,
  minPurchase: 1,
  maxPurchase: null,
  ...extra,
});

export const validationError = (
  errors: Array<{ path: string[]; code: string; message: string; params?: Record<string, unknown> }>,
) => ({
  status: 400,
  body: { error: { status: 400, name: 'ValidationError', message: errors[0].message, details: { errors } } },
});

export const conflict = (message: string, details: Record<string, unknown>) => ({
  status: 409,
  body: { error: { status: 409, name: 'ConflictError', message, details } },
});
