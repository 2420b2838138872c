/**
 * The export builder (issue #23): what can be exported, its columns (a field path, its kind of value and its header
 * in both languages), and the rules of an export and of a saved definition. Shared by console and server.
 */
import type { ExportFormat } from './jobs';
import { EXPORT_FORMATS } from './jobs';
import { SUBSCRIPTION_STATUSES } from './subscriptions';

export type ExportValueKind = 'text' | 'date' | 'datetime' | 'money' | 'number' | 'boolean' | 'list' | 'answers';
export type ExportColumnDef = { key: string; kind: ExportValueKind; nl: string; en: string };
export type ExportKindDef = {
  /** The content type read, and the list permission an export of it needs (the list's own find). */
  uid: string;
  permission: string;
  /** The console list whose filters and saved filters it shares; null when it has no list of its own. */
  resource: string | null;
  /** For a kind without a list: the statuses the builder offers as its filter. */
  statuses?: readonly string[];
  columns: readonly ExportColumnDef[];
};

const col = (key: string, kind: ExportValueKind, nl: string, en: string): ExportColumnDef => ({ key, kind, nl, en });
const CREATED = col('createdAt', 'datetime', 'Aangemaakt', 'Created');

export const EXPORT_KINDS = {
  profiles: {
    uid: 'api::profile.profile',
    permission: 'api::profile.profile.find',
    resource: 'users',
    columns: [
      col('email', 'text', 'E-mail', 'E-mail'),
      col('firstName', 'text', 'Voornaam', 'First name'),
      col('lastName', 'text', 'Achternaam', 'Last name'),
      col('type', 'text', 'Type', 'Type'),
      col('accountStatus', 'text', 'Accountstatus', 'Account status'),
      col('phoneNumber', 'text', 'Telefoon', 'Phone'),
      col('language', 'text', 'Taal', 'Language'),
      col('tags.name', 'list', 'Tags', 'Tags'),
      col('newsletters.name', 'list', 'Nieuwsbrieven', 'Newsletters'),
      CREATED,
    ],
  },
  customers: {
    uid: 'api::customer.customer',
    permission: 'api::customer.customer.find',
    resource: 'sales/customers',
    columns: [
      col('name', 'text', 'Naam', 'Name'),
      col('contact', 'text', 'Contactpersoon', 'Contact person'),
      col('email', 'text', 'E-mail', 'E-mail'),
      col('tel', 'text', 'Telefoon', 'Phone'),
      col('debtorId', 'text', 'Debiteurnummer', 'Debtor number'),
      col('coc', 'text', 'KvK-nummer', 'Chamber of Commerce number'),
      col('vatin', 'text', 'Btw-nummer', 'VAT number'),
      col('iban', 'text', 'IBAN', 'IBAN'),
      col('tags.name', 'list', 'Tags', 'Tags'),
      CREATED,
    ],
  },
  orders: {
    uid: 'api::order.order',
    permission: 'api::order.order.find',
    resource: 'sales/orders',
    columns: [
      col('serial', 'text', 'Ordernummer', 'Order number'),
      col('status', 'text', 'Status', 'Status'),
      col('type', 'text', 'Soort', 'Type'),
      col('customer.name', 'text', 'Klant', 'Customer'),
      col('email', 'text', 'E-mail', 'E-mail'),
      col('channel.name', 'text', 'Kanaal', 'Channel'),
      col('currency', 'text', 'Valuta', 'Currency'),
      col('subtotal', 'money', 'Subtotaal', 'Subtotal'),
      col('taxTotal', 'money', 'Btw', 'VAT'),
      col('total', 'money', 'Totaal', 'Total'),
      col('reference', 'text', 'Referentie', 'Reference'),
      col('paidAt', 'datetime', 'Betaald op', 'Paid at'),
      CREATED,
    ],
  },
  invoices: {
    uid: 'api::invoice.invoice',
    permission: 'api::invoice.invoice.find',
    resource: 'sales/invoices',
    columns: [
      col('serial', 'text', 'Factuurnummer', 'Invoice number'),
      col('kind', 'text', 'Soort', 'Kind'),
      col('status', 'text', 'Status', 'Status'),
      col('customer.name', 'text', 'Klant', 'Customer'),
      col('channel.name', 'text', 'Kanaal', 'Channel'),
      col('invoiceDate', 'date', 'Factuurdatum', 'Invoice date'),
      col('dueDate', 'date', 'Vervaldatum', 'Due date'),
      col('currency', 'text', 'Valuta', 'Currency'),
      col('subtotal', 'money', 'Subtotaal', 'Subtotal'),
      col('taxTotal', 'money', 'Btw', 'VAT'),
      col('total', 'money', 'Totaal', 'Total'),
      col('paid', 'money', 'Betaald', 'Paid'),
      col('openAmount', 'money', 'Openstaand', 'Open amount'),
      col('paymentMethod', 'text', 'Betaalwijze', 'Payment method'),
      col('reference', 'text', 'Referentie', 'Reference'),
    ],
  },
  subscriptions: {
    uid: 'api::subscription.subscription',
    permission: 'api::subscription.subscription.find',
    // Subscriptions are a tab of each customer, not a list: the builder filters them by status.
    resource: null,
    statuses: SUBSCRIPTION_STATUSES,
    columns: [
      col('customer.name', 'text', 'Klant', 'Customer'),
      col('product.name', 'text', 'Product', 'Product'),
      col('status', 'text', 'Status', 'Status'),
      col('paymentMethod', 'text', 'Betaalwijze', 'Payment method'),
      col('startDate', 'date', 'Begindatum', 'Start date'),
      col('endDate', 'date', 'Einddatum', 'End date'),
      col('nextPaymentDate', 'date', 'Volgende betaling', 'Next payment'),
      col('endReason', 'text', 'Reden van einde', 'End reason'),
      CREATED,
    ],
  },
  tickets: {
    uid: 'api::ticket.ticket',
    permission: 'api::ticket.ticket.find',
    resource: 'events/tickets',
    columns: [
      col('number', 'text', 'Ticketnummer', 'Ticket number'),
      col('event.title', 'text', 'Evenement', 'Event'),
      col('session.title', 'text', 'Sessie', 'Session'),
      col('firstName', 'text', 'Voornaam', 'First name'),
      col('lastName', 'text', 'Achternaam', 'Last name'),
      col('email', 'text', 'E-mail', 'E-mail'),
      col('customer.name', 'text', 'Klant', 'Customer'),
      col('revoked', 'boolean', 'Ingetrokken', 'Revoked'),
      col('scanned', 'boolean', 'Gescand', 'Scanned'),
      col('scannedAt', 'datetime', 'Gescand op', 'Scanned at'),
      CREATED,
    ],
  },
  'form-submissions': {
    uid: 'api::form-thread.form-thread',
    permission: 'api::form-thread.form-thread.find',
    resource: 'forms/threads',
    columns: [
      col('form.name', 'text', 'Formulier', 'Form'),
      col('name', 'text', 'Naam', 'Name'),
      col('email', 'text', 'E-mail', 'E-mail'),
      col('status', 'text', 'Status', 'Status'),
      col('language', 'text', 'Taal', 'Language'),
      col('values', 'answers', 'Antwoorden', 'Answers'),
      col('lastMessageAt', 'datetime', 'Laatste bericht', 'Last message'),
      CREATED,
    ],
  },
} as const satisfies Record<string, ExportKindDef>;

export type ExportKind = keyof typeof EXPORT_KINDS;
export const EXPORT_KIND_NAMES = Object.keys(EXPORT_KINDS) as ExportKind[];
export const isExportKind = (value: unknown): value is ExportKind =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(EXPORT_KINDS, value);
/** The kind whose list this is (the list's "Export…" button), if any. */
export const exportKindOfResource = (resource: string): ExportKind | undefined =>
  EXPORT_KIND_NAMES.find((kind) => EXPORT_KINDS[kind].resource === resource);
/** Starting an export; reading the list is needed as well. */
export const EXPORT_START_ACTION = 'api::export-definition.export.start';
export const exportColumnsOf = (kind: ExportKind): readonly ExportColumnDef[] => EXPORT_KINDS[kind].columns;

/** A finished export's file is kept this many days, then removed. */
export const EXPORT_FILE_DAYS = 7;
export const EXPORT_DEFINITION_NAME_MAX = 120;
/** Saved definitions per user. */
export const EXPORT_DEFINITIONS_MAX = 50;
/** Rows read per chunk of the export job: one keyset page. */
export const EXPORT_CHUNK = 500;

/** What an export is: the kind, the list's filters and search, the columns in order, the format. */
export type ExportSpec = {
  kind: ExportKind;
  filters?: Record<string, unknown>;
  q?: string;
  columns: string[];
  format: ExportFormat;
};

export type ExportFailure = { path: string[]; code: string; params?: Record<string, string | number> };

/** The rules of an export and of a definition (the filters are checked by the server against the list's type). */
export function exportSpecFailures(input: Record<string, unknown>): ExportFailure[] {
  const failures: ExportFailure[] = [];
  if (!isExportKind(input.kind)) {
    failures.push({ path: ['kind'], code: 'export_kind', params: { values: EXPORT_KIND_NAMES.join(', ') } });
    return failures;
  }
  const known = exportColumnsOf(input.kind).map((c) => c.key);
  const columns = input.columns;
  if (!Array.isArray(columns) || columns.length === 0) failures.push({ path: ['columns'], code: 'export_columns' });
  else {
    columns.forEach((key, index) => {
      if (typeof key !== 'string' || !known.includes(key))
        failures.push({
          path: ['columns', String(index)],
          code: 'export_column_unknown',
          params: { column: String(key) },
        });
    });
    if (new Set(columns).size !== columns.length) failures.push({ path: ['columns'], code: 'export_columns_twice' });
  }
  if (!(EXPORT_FORMATS as readonly unknown[]).includes(input.format ?? 'csv'))
    failures.push({ path: ['format'], code: 'invalid_format', params: { values: EXPORT_FORMATS.join(', ') } });
  if (input.q !== undefined && input.q !== null && typeof input.q !== 'string')
    failures.push({ path: ['q'], code: 'export_search' });
  if (
    input.filters !== undefined &&
    input.filters !== null &&
    (typeof input.filters !== 'object' || Array.isArray(input.filters))
  )
    failures.push({ path: ['filters'], code: 'export_filters' });
  return failures;
}

/** A definition also has a name. */
export function exportDefinitionFailures(input: Record<string, unknown>): ExportFailure[] {
  const failures = exportSpecFailures(input);
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) failures.unshift({ path: ['name'], code: 'required' });
  else if (name.length > EXPORT_DEFINITION_NAME_MAX)
    failures.unshift({ path: ['name'], code: 'maxLength', params: { max: EXPORT_DEFINITION_NAME_MAX } });
  return failures;
}
