/**
 * The e-invoice of an issued invoice or credit note: UBL 2.1 following Peppol BIS Billing 3.0 and its
 * Dutch profile NLCIUS (supplier identified by its KvK number, scheme 0106; BuyerReference carries the
 * customer's reference, else the invoice number). Built from the same document model as the PDF.
 * Tax categories: S (standard, any rate above 0), Z (zero rate), AE (reverse charge, "vatex-eu-ae").
 */
import { REVERSE_CHARGE_TEXT, type InvoiceDocument } from '@newsroom/config';

const escape = (v: unknown) => String(v ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const amount = (cents: number) => (cents / 100).toFixed(2);

function tag(name: string, value: unknown, attributes: Record<string, string> = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const attrs = Object.entries(attributes).map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
  return `<${name}${attrs}>${escape(value)}</${name}>`;
}
const block = (name: string, ...children: string[]) => (children.some(Boolean) ? `<${name}>${children.join('')}</${name}>` : '');

const categoryOf = (doc: InvoiceDocument, rate: number) => (doc.reverseCharge ? 'AE' : rate > 0 ? 'S' : 'Z');

function taxCategory(doc: InvoiceDocument, rate: number, element: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory') {
  const id = categoryOf(doc, rate);
  return block(
    element,
    tag('cbc:ID', id),
    tag('cbc:Percent', String(doc.reverseCharge ? 0 : rate)),
    id === 'AE' && element === 'cac:TaxCategory' ? tag('cbc:TaxExemptionReasonCode', 'vatex-eu-ae') + tag('cbc:TaxExemptionReason', REVERSE_CHARGE_TEXT) : '',
    block('cac:TaxScheme', tag('cbc:ID', 'VAT')),
  );
}

function address(lines: string[], country: string) {
  const [street, cityLine] = lines;
  const match = /^(\S+)\s+(.*)$/.exec(cityLine ?? '');
  return block('cac:PostalAddress', tag('cbc:StreetName', street), tag('cbc:CityName', match ? match[2] : cityLine), tag('cbc:PostalZone', match ? match[1] : ''), block('cac:Country', tag('cbc:IdentificationCode', country)));
}

function party(p: { name: string; addressLines: string[]; country: string; vat: string; coc?: string; email?: string }, supplier: boolean) {
  return block(
    'cac:Party',
    supplier && p.coc ? tag('cbc:EndpointID', p.coc, { schemeID: '0106' }) : p.email ? tag('cbc:EndpointID', p.email, { schemeID: 'EM' }) : '',
    block('cac:PartyName', tag('cbc:Name', p.name)),
    address(p.addressLines, p.country),
    p.vat ? block('cac:PartyTaxScheme', tag('cbc:CompanyID', p.vat), block('cac:TaxScheme', tag('cbc:ID', 'VAT'))) : '',
    block('cac:PartyLegalEntity', tag('cbc:RegistrationName', p.name), supplier && p.coc ? tag('cbc:CompanyID', p.coc, { schemeID: '0106' }) : ''),
    p.email ? block('cac:Contact', tag('cbc:ElectronicMail', p.email)) : '',
  );
}

const PAYMENT_MEANS: Record<string, string> = { CREDIT: '30', DIRECT_DEBIT: '59', CASH: '10' };

export function renderInvoiceUbl(doc: InvoiceDocument, { customerEmail }: { customerEmail?: string } = {}): string {
  const credit = doc.kind === 'CREDIT_NOTE';
  const root = credit ? 'CreditNote' : 'Invoice';
  const currency = { currencyID: doc.currency };
  const lines = doc.lines.map((line, i) =>
    block(
      credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
      tag('cbc:ID', i + 1),
      tag(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', line.quantity, { unitCode: 'C62' }),
      tag('cbc:LineExtensionAmount', amount(line.amount), currency),
      block('cac:Item', tag('cbc:Name', line.description.slice(0, 200)), taxCategory(doc, line.taxPercentage, 'cac:ClassifiedTaxCategory')),
      block('cac:Price', tag('cbc:PriceAmount', amount(line.unitPrice), currency)),
    ),
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">`,
    tag('cbc:CustomizationID', 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'),
    tag('cbc:ProfileID', 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'),
    tag('cbc:ID', doc.number),
    tag('cbc:IssueDate', doc.date),
    credit ? '' : tag('cbc:DueDate', doc.dueDate),
    tag(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
    tag('cbc:Note', [doc.comments, doc.reverseCharge ? REVERSE_CHARGE_TEXT : ''].filter(Boolean).join(' ')),
    tag('cbc:DocumentCurrencyCode', doc.currency),
    doc.exchange ? tag('cbc:TaxCurrencyCode', 'EUR') : '',
    tag('cbc:BuyerReference', doc.reference || doc.number),
    doc.creditOf ? block('cac:BillingReference', block('cac:InvoiceDocumentReference', tag('cbc:ID', doc.creditOf.number), tag('cbc:IssueDate', doc.creditOf.date))) : '',
    block('cac:AccountingSupplierParty', party(doc.supplier, true)),
    block('cac:AccountingCustomerParty', party({ ...doc.customer, email: customerEmail }, false)),
    block('cac:PaymentMeans', tag('cbc:PaymentMeansCode', PAYMENT_MEANS[doc.paymentMethod] ?? '30'), tag('cbc:PaymentID', doc.number), doc.supplier.iban ? block('cac:PayeeFinancialAccount', tag('cbc:ID', doc.supplier.iban.replace(/\s/g, ''))) : ''),
    block(
      'cac:TaxTotal',
      tag('cbc:TaxAmount', amount(doc.taxTotal), currency),
      ...doc.taxes.map((group) => block('cac:TaxSubtotal', tag('cbc:TaxableAmount', amount(group.base), currency), tag('cbc:TaxAmount', amount(group.tax), currency), taxCategory(doc, group.rate, 'cac:TaxCategory'))),
    ),
    doc.exchange ? block('cac:TaxTotal', tag('cbc:TaxAmount', amount(doc.exchange.taxTotalEur), { currencyID: 'EUR' })) : '',
    block(
      'cac:LegalMonetaryTotal',
      tag('cbc:LineExtensionAmount', amount(doc.subtotal), currency),
      tag('cbc:TaxExclusiveAmount', amount(doc.subtotal), currency),
      tag('cbc:TaxInclusiveAmount', amount(doc.total), currency),
      tag('cbc:PayableAmount', amount(doc.total), currency),
    ),
    ...lines,
    `</${root}>`,
  ];
  return xml.filter(Boolean).join('\n') + '\n';
}
