// Fixtures of the invoice screens' tests: answers of the invoice API in the shape of the contract.
import { channel, customer } from '../orders/testData';

export { conflict, list, validationError } from '../orders/testData';

export const INVOICE_ACTIONS_ALL = [
  'find',
  'findOne',
  'create',
  'update',
  'delete',
  'finalize',
  'serialUsage',
  'pdf',
  'ubl',
  'previewEmail',
  'send',
  'payments',
  'refunds',
  'creditNotes',
  'paymentLink',
].map((a) => `api::invoice.invoice.${a}`);
export const LOOKUP_ACTIONS = [
  'api::customer.customer.find',
  'api::customer.customer.create',
  'api::channel.channel.find',
];

export const invoiceChannel = (extra: Record<string, unknown> = {}) =>
  channel({ invoiceDefaultTax: 21, invoiceDefaultPaymentTerm: 14, ...extra });
export const invoiceCustomer = (extra: Record<string, unknown> = {}) => ({
  ...customer,
  displayName: customer.name,
  iban: 'NL91ABNA0417164300',
  vatin: null,
  addresses: [],
  ...extra,
});

export const invoice = (extra: Record<string, unknown> = {}) => ({
  id: 20,
  documentId: 'i1',
  kind: 'INVOICE',
  serial: 'DK000007',
  status: 'PENDING',
  currency: 'EUR',
  customer: invoiceCustomer(),
  channel: invoiceChannel(),
  order: null,
  creditOf: null,
  creditNotes: [],
  addressee: {
    id: 4,
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
  description: 'Afspraak met Olga',
  lines: [
    { description: 'Advertentie voorpagina', unitPrice: 10000, quantity: 2, taxPercentage: 21, amount: 20000 },
    { description: 'Jaarboek 2026', unitPrice: 2495, quantity: 1, taxPercentage: 9, amount: 2495 },
  ],
  taxes: [
    { rate: 9, base: 2495, tax: 225 },
    { rate: 21, base: 20000, tax: 4200 },
  ],
  subtotal: 22495,
  taxTotal: 4425,
  total: 26920,
  paid: 0,
  credited: 0,
  openAmount: 26920,
  invoiceDate: '2026-11-02',
  paymentTerm: 14,
  dueDate: '2026-11-16',
  finalizedAt: '2026-11-02T09:00:00.000Z',
  closedDate: null,
  reference: 'PO-77',
  comments: 'Graag betalen onder vermelding van het factuurnummer.',
  recipients: 'boekhouding@orderklant.nl',
  paymentMethod: 'CREDIT',
  reverseCharge: false,
  lastReminderAt: null,
  remindersSent: 0,
  paymentLink: null,
  paymentStatus: null,
  snapshot: {
    channel: {
      name: 'De Dagkrant',
      company: 'Dagkrant Media B.V.',
      street: 'Rokin',
      houseNumber: '65',
      postcode: '1012 KK',
      city: 'Amsterdam',
      country: 'NL',
      coc: '12345678',
      vat: 'NL123456789B01',
      iban: 'NL02ABNA0123456789',
      currency: 'EUR',
    },
    customer: {
      name: 'Orderklant B.V.',
      displayName: 'Orderklant B.V.',
      debtorId: 'D-100',
      vatin: null,
      emailFinancial: 'facturen@orderklant.nl',
    },
  },
  history: [
    { at: '2026-11-01T10:00:00.000Z', by: { id: 1, name: 'admin@example.com' }, action: 'create', to: 'DRAFT' },
    {
      at: '2026-11-02T09:00:00.000Z',
      by: { id: 1, name: 'admin@example.com' },
      action: 'finalize',
      from: 'DRAFT',
      to: 'PENDING',
    },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

export const draft = (extra: Record<string, unknown> = {}) =>
  invoice({
    documentId: 'd1',
    id: 21,
    serial: null,
    status: 'DRAFT',
    invoiceDate: null,
    dueDate: null,
    finalizedAt: null,
    openAmount: null,
    snapshot: null,
    history: [invoice().history[0]],
    ...extra,
  });

/** One row of GET /api/invoices/serial-usage (and of a finalisation's warning). */
export const serialUsage = (extra: Record<string, unknown> = {}) => ({
  channel: { documentId: 'ch1', name: 'De Dagkrant' },
  used: 12,
  capacity: 999,
  year: null,
  nearlyFull: false,
  full: false,
  ...extra,
});
