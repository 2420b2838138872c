// What an issued invoice or credit note prints (PDF) and carries (UBL), and the check that it holds what
// the law asks: VAT Directive 2006/112/EC art. 226 and the Dutch "factuureisen" (Belastingdienst):
// date, a unique number, supplier name, address, VAT number and KvK number, customer name and address,
// per line quantity, description and unit price excluding VAT, per rate the taxable amount, the rate and
// the VAT, the total; with reverse charge the customer's VAT number and "btw verlegd"; a credit note
// refers to the invoice it corrects; an invoice in another currency states its VAT in euro with the rate.
// Both the renderers and the finalisation use this one model, so what is checked is what is printed.
import { hasThreeDecimals, type TaxGroup } from './order';
import { peppolEndpoint, vatCategoryOf, type Endpoint, type VatCategory } from './einvoice';
import { directDebitOf, type DirectDebitTerms } from './mandate';

export type DocumentLocale = 'nl' | 'en';
type Row = Record<string, any>;

/** Who a document is from or to: name, address, registrations and Peppol endpoint. */
export type DocumentParty = {
  name: string;
  addressLines: string[];
  address: PostalAddress;
  country: string;
  vat: string;
  coc: string;
  endpoint: Endpoint | null;
};

export type InvoiceDocument = {
  locale: DocumentLocale;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  title: string;
  number: string;
  date: string;
  dueDate: string | null;
  currency: string;
  color: string;
  supplier: DocumentParty & { iban: string; email: string; website: string };
  customer: DocumentParty & { debtorId: string; mandateReference: string };
  reference: string;
  creditOf: { number: string; date: string } | null;
  lines: {
    description: string;
    quantity: number;
    unitPrice: number;
    taxPercentage: number;
    amount: number;
    category: VatCategory;
    period: Period | null;
  }[];
  /** Per VAT category and rate (a 0 % group split by its grounds: the amounts of each are exact, its VAT is 0). */
  taxes: (TaxGroup & { category: VatCategory })[];
  /** The ground of an exempt supply (category E), printed and in the UBL. */
  exemptionReason: string;
  /** Art. 226(7): the date of the supply, or the period of a service, when it differs from the invoice date. */
  deliveryDate: string | null;
  period: Period | null;
  subtotal: number;
  taxTotal: number;
  total: number;
  reverseCharge: boolean;
  /** Set when the currency is not EUR: the VAT in euro with the rate used and its date. */
  exchange: { rate: number; date: string; taxTotalEur: number } | null;
  comments: string;
  paymentMethod: string;
  /** Direct debit (#19): mandate, creditor id, the debited IBAN in full (UBL; the PDF masks it). */
  directDebit: DirectDebitTerms | null;
};

export type PostalAddress = { street: string; postcode: string; city: string; country: string };
export type Period = { start: string; end: string };

export const REVERSE_CHARGE_TEXT = 'btw verlegd / Reverse charge';

const LABELS = {
  nl: {
    INVOICE: 'Factuur',
    CREDIT_NOTE: 'Creditnota',
    number: 'Factuurnummer',
    creditNumber: 'Creditnotanummer',
    date: 'Factuurdatum',
    creditDate: 'Datum',
    dueDate: 'Vervaldatum',
    reference: 'Uw referentie',
    debtor: 'Debiteurnummer',
    creditOf: 'Creditering van factuur',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPrice: 'Prijs excl. btw',
    vat: 'Btw',
    amount: 'Bedrag',
    subtotal: 'Subtotaal excl. btw',
    taxOver: 'Btw {rate}% over {base}',
    total: 'Totaal',
    vatNumber: 'Btw-nummer',
    coc: 'KvK',
    iban: 'IBAN',
    customerVat: 'Btw-nummer afnemer',
    exchange: 'Btw in euro: {amount} (koers {rate} {currency} per euro, {date})',
    payBy: 'Graag betalen vóór {date} op {iban} o.v.v. {number}.',
    directDebit: 'Het bedrag wordt via automatische incasso afgeschreven.',
    directDebitNotice:
      'Het bedrag van {amount} wordt op of rond {date} automatisch afgeschreven van rekening {iban} onder machtiging {reference} (getekend op {signed}, incassant-ID {creditorId}).',
    cash: 'Contant voldaan.',
    deliveryDate: 'Leverdatum',
    period: 'Periode',
    periodValue: '{start} t/m {end}',
    groundZ: 'Btw 0% (nultarief)',
    groundE: 'Vrijgesteld van btw: {reason}',
    groundAE: 'Btw verlegd',
    groundG: 'Export buiten de EU: btw 0%',
    groundO: 'Niet in Nederland belast',
  },
  en: {
    INVOICE: 'Invoice',
    CREDIT_NOTE: 'Credit note',
    number: 'Invoice number',
    creditNumber: 'Credit note number',
    date: 'Invoice date',
    creditDate: 'Date',
    dueDate: 'Due date',
    reference: 'Your reference',
    debtor: 'Customer number',
    creditOf: 'Credit of invoice',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Price excl. VAT',
    vat: 'VAT',
    amount: 'Amount',
    subtotal: 'Subtotal excl. VAT',
    taxOver: 'VAT {rate}% on {base}',
    total: 'Total',
    vatNumber: 'VAT number',
    coc: 'Chamber of Commerce',
    iban: 'IBAN',
    customerVat: 'Customer VAT number',
    exchange: 'VAT in euro: {amount} (rate {rate} {currency} per euro, {date})',
    payBy: 'Please pay before {date} to {iban} quoting {number}.',
    directDebit: 'The amount will be collected by direct debit.',
    directDebitNotice:
      'The amount of {amount} will be collected by direct debit on or around {date} from account {iban} under mandate {reference} (signed on {signed}, creditor identifier {creditorId}).',
    cash: 'Paid in cash.',
    deliveryDate: 'Delivery date',
    period: 'Period',
    periodValue: '{start} to {end}',
    groundZ: 'VAT 0% (zero rate)',
    groundE: 'Exempt from VAT: {reason}',
    groundAE: 'Reverse charge (btw verlegd)',
    groundG: 'Export outside the EU: VAT 0%',
    groundO: 'Not subject to Dutch VAT (niet in Nederland belast)',
  },
} as const;
export type DocumentLabel = keyof (typeof LABELS)['nl'];

export const documentLabel = (
  locale: DocumentLocale,
  key: DocumentLabel,
  params: Record<string, string | number> = {},
) => String(LABELS[locale][key]).replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ''));

/** Amounts as printed: "€ 1.234,56" / "€1,234.56"; XBT with its code (the PDF fonts have no ₿). */
const formats = new Map<string, Intl.NumberFormat>();
const formatOf = (locale: DocumentLocale, currency: string) => {
  const key = `${locale}:${currency}`;
  if (!formats.has(key)) {
    const tag = locale === 'nl' ? 'nl-NL' : 'en-GB';
    formats.set(
      key,
      currency === 'XBT'
        ? new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        : new Intl.NumberFormat(tag, { style: 'currency', currency }),
    );
  }
  return formats.get(key)!;
};
export function printAmount(cents: number, currency: string, locale: DocumentLocale) {
  const text = formatOf(locale, currency)
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
  return currency === 'XBT' ? `XBT ${text}` : text;
}

/** Numbers as printed on a document in its language: quantities and rates ("1,5", "koers 1,0812"). */
export const printNumber = (value: number, locale: DocumentLocale, maximumFractionDigits = 3) =>
  new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { maximumFractionDigits }).format(value);

/** The ground printed under the totals for a VAT group at 0 % (art. 226(11) and (11a)); null for standard rate. */
export function vatGround(
  doc: Pick<InvoiceDocument, 'locale' | 'exemptionReason'>,
  category: VatCategory,
): string | null {
  if (category === 'S') return null;
  return documentLabel(doc.locale, `ground${category}` as DocumentLabel, { reason: doc.exemptionReason });
}

export const printDate = (day: string | null, locale: DocumentLocale) => {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return locale === 'nl' ? `${d}-${m}-${y}` : `${d}/${m}/${y}`;
};

const text = (v: unknown) => (v == null ? '' : String(v).trim());
const join = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');

const postalAddress = (a: Row | null | undefined): PostalAddress => ({
  street: join(a?.street, join(a?.houseNumber, a?.houseNumberSuffix)),
  postcode: text(a?.postcode),
  city: text(a?.city),
  country: text(a?.country) || 'NL',
});
const periodOf = (start: unknown, end: unknown): Period | null =>
  text(start) && text(end) ? { start: text(start), end: text(end) } : null;

function addressLines(a: Row | null | undefined): string[] {
  if (!a) return [];
  return [
    join(a.street, join(a.houseNumber, a.houseNumberSuffix)),
    join(a.postcode, a.city),
    text(a.country) && text(a.country) !== 'NL' ? text(a.country) : '',
  ].filter(Boolean);
}

/** The customer's billing address: the addressee of the invoice, else the customer's default billing address, else the first. */
function billingAddress(snapshot: Row): Row | null {
  if (snapshot.addressee && (snapshot.addressee.street || snapshot.addressee.city)) return snapshot.addressee;
  const addresses: Row[] = snapshot.customer?.addresses ?? [];
  return addresses.find((a) => a.defaultBilling) ?? addresses[0] ?? null;
}

/** English for customers outside the Netherlands, Dutch otherwise (our decision; the law takes either). */
export const documentLocaleOf = (snapshot: Row): DocumentLocale => {
  const country = text(billingAddress(snapshot)?.country) || 'NL';
  return country.toUpperCase() === 'NL' ? 'nl' : 'en';
};

/** The printable document of a final invoice (its snapshot, lines, totals and number). */
export function invoiceDocument(
  invoice: Row,
  creditOf: { serial: string; invoiceDate: string } | null = null,
): InvoiceDocument {
  const snapshot: Row = invoice.snapshot ?? {};
  const channel: Row = snapshot.channel ?? {};
  const customer: Row = snapshot.customer ?? {};
  const address = billingAddress(snapshot);
  const locale = documentLocaleOf(snapshot);
  const addresseeName = address ? join(address.company) || join(address.firstName, address.lastName) : '';
  const reverseCharge = invoice.reverseCharge === true;
  const lines = (invoice.lines ?? []).map((l: Row) => ({
    description: text(l.description),
    quantity: Number(l.quantity),
    unitPrice: Number(l.unitPrice),
    taxPercentage: Number(l.taxPercentage),
    amount: Number(l.amount),
    category: vatCategoryOf({ taxPercentage: Number(l.taxPercentage), vatCategory: l.vatCategory }, reverseCharge),
    period: periodOf(l.periodStart, l.periodEnd),
  }));
  return {
    locale,
    kind: invoice.kind ?? 'INVOICE',
    title: documentLabel(locale, invoice.kind === 'CREDIT_NOTE' ? 'CREDIT_NOTE' : 'INVOICE'),
    number: text(invoice.serial),
    date: text(invoice.invoiceDate),
    dueDate: invoice.kind === 'CREDIT_NOTE' ? null : text(invoice.dueDate) || null,
    currency: text(invoice.currency) || 'EUR',
    color: /^#[0-9a-f]{6}$/i.test(text(channel.invoiceColor)) ? text(channel.invoiceColor) : '#1f3a5f',
    supplier: {
      name: text(channel.company) || text(channel.name),
      addressLines: addressLines(channel),
      address: postalAddress(channel),
      country: text(channel.country) || 'NL',
      vat: text(channel.vat),
      coc: text(channel.coc),
      iban: text(channel.iban),
      email: text(channel.email),
      website: text(channel.website),
      endpoint: peppolEndpoint(channel),
    },
    customer: {
      name: text(customer.name) || addresseeName || text(customer.contact) || text(customer.displayName),
      addressLines: addressLines(address),
      address: postalAddress(address),
      country: text(address?.country) || 'NL',
      vat: text(customer.vatin),
      coc: text(customer.coc),
      debtorId: text(customer.debtorId),
      endpoint: peppolEndpoint(customer),
      mandateReference: text(customer.mandateReference) || text(customer.debtorId),
    },
    reference: text(invoice.reference),
    creditOf: creditOf ? { number: creditOf.serial, date: creditOf.invoiceDate } : null,
    lines,
    taxes: taxesByCategory(invoice.taxes ?? [], lines),
    exemptionReason: text(invoice.exemptionReason),
    deliveryDate: text(invoice.deliveryDate) || null,
    period: periodOf(invoice.periodStart, invoice.periodEnd),
    subtotal: Number(invoice.subtotal),
    taxTotal: Number(invoice.taxTotal),
    total: Number(invoice.total),
    reverseCharge,
    exchange: invoice.exchange ?? null,
    comments: text(invoice.comments),
    paymentMethod: text(invoice.paymentMethod) || 'CREDIT',
    directDebit: directDebitOf(invoice.paymentMethod, snapshot.directDebit),
  };
}

/** The stored VAT per rate, with each 0 % group split by the categories of its lines (their VAT is 0, so the split is exact). */
function taxesByCategory(taxes: TaxGroup[], lines: { amount: number; taxPercentage: number; category: VatCategory }[]) {
  return taxes.flatMap((group) => {
    const ofRate = lines.filter((l) => Math.round(l.taxPercentage * 100) === Math.round(group.rate * 100));
    const categories = [...new Set(ofRate.map((l) => l.category))];
    if (categories.length <= 1 || group.tax !== 0)
      return [{ ...group, category: categories[0] ?? (group.rate > 0 ? 'S' : 'Z') }];
    return categories.map((category) => ({
      rate: group.rate,
      category,
      tax: 0,
      base: ofRate.filter((l) => l.category === category).reduce((s, l) => s + l.amount, 0),
    }));
  });
}

/** The items of the content rules; `invoiceContentFailures` names those a document lacks. */
export const CONTENT_RULES = [
  'date',
  'number',
  'supplierName',
  'supplierAddress',
  'supplierVat',
  'supplierCoc',
  'customerName',
  'customerAddress',
  'lines',
  'lineQuantity',
  'lineUnitPrice',
  'lineDescription',
  'taxPerRate',
  'total',
  'reverseChargeVat',
  'creditReference',
  'vatInEuro',
  'exemptionReason',
] as const;
export type ContentRule = (typeof CONTENT_RULES)[number];

export function invoiceContentFailures(doc: InvoiceDocument): ContentRule[] {
  const missing: ContentRule[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(doc.date)) missing.push('date');
  if (!doc.number) missing.push('number');
  if (!doc.supplier.name) missing.push('supplierName');
  if (doc.supplier.addressLines.length < 2) missing.push('supplierAddress');
  if (!doc.supplier.vat) missing.push('supplierVat');
  if (doc.supplier.country === 'NL' && !doc.supplier.coc) missing.push('supplierCoc');
  if (!doc.customer.name) missing.push('customerName');
  if (doc.customer.addressLines.length < 2) missing.push('customerAddress');
  if (!doc.lines.length) missing.push('lines');
  if (doc.lines.some((l) => !(l.quantity > 0) || !hasThreeDecimals(l.quantity))) missing.push('lineQuantity');
  if (doc.lines.some((l) => !Number.isInteger(l.unitPrice))) missing.push('lineUnitPrice');
  if (doc.lines.some((l) => !l.description)) missing.push('lineDescription');
  const rates = new Set(doc.lines.map((l) => Math.round(l.taxPercentage * 100)));
  const groups = new Set(doc.taxes.map((t) => Math.round(t.rate * 100)));
  if (
    [...rates].some((r) => !groups.has(r)) ||
    doc.taxes.some((t) => !Number.isInteger(t.base) || !Number.isInteger(t.tax))
  )
    missing.push('taxPerRate');
  if (!Number.isInteger(doc.total) || doc.total !== doc.subtotal + doc.taxTotal) missing.push('total');
  if (doc.reverseCharge && !doc.customer.vat) missing.push('reverseChargeVat');
  if (doc.kind === 'CREDIT_NOTE' && !doc.creditOf?.number) missing.push('creditReference');
  if (doc.lines.some((l) => l.category === 'E') && !doc.exemptionReason) missing.push('exemptionReason');
  if (
    doc.currency !== 'EUR' &&
    !(doc.exchange && doc.exchange.rate > 0 && doc.exchange.date && Number.isInteger(doc.exchange.taxTotalEur))
  )
    missing.push('vatInEuro');
  return missing;
}

/** What the finalisation says when something the law asks for is missing (English; the console translates by code). */
export const CONTENT_RULE_HINTS: Record<ContentRule, string> = {
  date: 'an invoice date',
  number: 'an invoice number',
  supplierName: "the channel's company name",
  supplierAddress: "the channel's address (street and number, postcode and city)",
  supplierVat: "the channel's VAT number",
  supplierCoc: "the channel's KvK number",
  customerName: "the customer's name",
  customerAddress: "the customer's address (an addressee or a billing address of the customer)",
  lines: 'at least one line',
  lineQuantity: 'a quantity on every line',
  lineUnitPrice: 'a unit price on every line',
  lineDescription: 'a description on every line',
  taxPerRate: 'the VAT per rate',
  total: 'the total',
  reverseChargeVat: "the customer's VAT number (reverse charge)",
  creditReference: 'the number of the invoice it corrects',
  vatInEuro: 'the VAT in euro with the exchange rate',
  exemptionReason: 'the ground of the exemption (a line is exempt from VAT)',
};
