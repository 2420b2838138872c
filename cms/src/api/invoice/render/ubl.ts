/**
 * The e-invoice of an issued invoice or credit note: UBL 2.1 following Peppol BIS Billing 3.0 and its
 * Dutch profile NLCIUS, built from the same document model as the PDF, checked by the conformance layer
 * (`node scripts/test.mjs ubl`). The decisions (endpoints, cash, VAT categories, periods) are in the
 * README's invoice section:
 * - endpoints from `peppolEndpoint` (own participant id, KvK 0106, VAT 9944/0208/9930...); none: the UBL
 *   is valid EN 16931 but not offered as Peppol;
 * - addresses from the structured fields (street with number, postcode, city);
 * - a category per VAT group (S, Z, E with its reason, AE, G, O with their VATEX codes); O leaves out
 *   the VAT numbers (BR-O-02);
 * - a cash invoice is paid when issued: PrepaidAmount = total, PayableAmount 0, no payment means;
 * - a discount line has a negative quantity and a positive price (BR-27: no negative prices).
 */
import {
  REVERSE_CHARGE_TEXT,
  VATEX_CODES,
  type InvoiceDocument,
  type PostalAddress,
  type VatCategory,
} from '@newsroom/config';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/** An element of the document; xmlbuilder2 writes it (escaping, namespaces). */
type Node = { name: string; attributes?: Record<string, string>; text?: string; children?: Node[] };
type Child = Node | null;

const NAMESPACES = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;
const XMLNS = 'http://www.w3.org/2000/xmlns/';

const amount = (cents: number) => (cents / 100).toFixed(2);

/** A leaf element; none when its value is empty (UBL leaves optional elements out rather than empty). */
function tag(name: string, value: unknown, attributes: Record<string, string> = {}): Child {
  if (value === null || value === undefined || value === '') return null;
  return { name, attributes, text: String(value) };
}
/** An aggregate element; none when all its children are. */
function block(name: string, ...children: Child[]): Child {
  const kept = children.filter((child): child is Node => child !== null);
  return kept.length ? { name, children: kept } : null;
}
const period = (p: { start: string; end: string } | null) =>
  p ? block('cac:InvoicePeriod', tag('cbc:StartDate', p.start), tag('cbc:EndDate', p.end)) : null;

function taxCategory(
  doc: InvoiceDocument,
  category: VatCategory,
  rate: number,
  element: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory',
) {
  const reason = element === 'cac:TaxCategory' ? exemption(doc, category) : [];
  return block(
    element,
    tag('cbc:ID', category),
    category === 'O' ? null : tag('cbc:Percent', String(category === 'S' ? rate : 0)),
    ...reason,
    block('cac:TaxScheme', tag('cbc:ID', 'VAT')),
  );
}

/** The ground of a VAT group that is not standard or zero rated (BR-AE-10, BR-E-10, BR-G-10, BR-O-10). */
function exemption(doc: InvoiceDocument, category: VatCategory): Child[] {
  if (category === 'E') return [tag('cbc:TaxExemptionReason', doc.exemptionReason)];
  const code = VATEX_CODES[category];
  if (!code) return [];
  const text =
    category === 'AE'
      ? REVERSE_CHARGE_TEXT
      : category === 'G'
        ? 'Export outside the EU'
        : 'Not subject to VAT in the Netherlands';
  return [tag('cbc:TaxExemptionReasonCode', code), tag('cbc:TaxExemptionReason', text)];
}

const postal = (a: PostalAddress) =>
  block(
    'cac:PostalAddress',
    tag('cbc:StreetName', a.street),
    tag('cbc:CityName', a.city),
    tag('cbc:PostalZone', a.postcode),
    block('cac:Country', tag('cbc:IdentificationCode', a.country)),
  );

type Party = InvoiceDocument['supplier'] | InvoiceDocument['customer'];
function party(
  p: Party,
  { email, withVat, dutch, sepa }: { email?: string; withVat: boolean; dutch: boolean; sepa?: string },
) {
  // A Dutch party's legal registration is its KvK number (NL-R-003, NL-R-005).
  const legalId = p.coc && dutch ? tag('cbc:CompanyID', p.coc, { schemeID: '0106' }) : null;
  return block(
    'cac:Party',
    p.endpoint ? tag('cbc:EndpointID', p.endpoint.id, { schemeID: p.endpoint.scheme }) : null,
    // BT-90, the seller's SEPA creditor identifier (PEPPOL-EN16931-R061 with a mandate): the seller is the payee.
    sepa ? block('cac:PartyIdentification', tag('cbc:ID', sepa, { schemeID: 'SEPA' })) : null,
    block('cac:PartyName', tag('cbc:Name', p.name)),
    postal(p.address),
    withVat && p.vat
      ? block('cac:PartyTaxScheme', tag('cbc:CompanyID', p.vat), block('cac:TaxScheme', tag('cbc:ID', 'VAT')))
      : null,
    block('cac:PartyLegalEntity', tag('cbc:RegistrationName', p.name), legalId),
    email ? block('cac:Contact', tag('cbc:ElectronicMail', email)) : null,
  );
}

function paymentMeans(doc: InvoiceDocument) {
  // Cash is settled when the document is issued: nothing left to pay, so no means (NL-R-007 asks none).
  if (doc.paymentMethod === 'CASH') return null;
  const code = doc.paymentMethod === 'DIRECT_DEBIT' ? '59' : '30';
  const iban = doc.supplier.iban.replace(/\s/g, '');
  // BG-19 (PEPPOL-EN16931-R061: a mandate reference with code 59): BT-89 the mandate, BT-91 the debited account.
  const mandate =
    code === '59'
      ? block(
          'cac:PaymentMandate',
          tag(
            'cbc:ID',
            doc.directDebit?.mandateReference || doc.customer.mandateReference || doc.customer.debtorId || doc.number,
          ),
          doc.directDebit?.iban ? block('cac:PayerFinancialAccount', tag('cbc:ID', doc.directDebit.iban)) : null,
        )
      : null;
  return block(
    'cac:PaymentMeans',
    tag('cbc:PaymentMeansCode', code),
    tag('cbc:PaymentID', doc.number),
    code === '30' && iban ? block('cac:PayeeFinancialAccount', tag('cbc:ID', iban)) : null,
    mandate,
  );
}

/** The document's period covers its lines' periods (PEPPOL-EN16931-R110/R111): the invoice's own, widened to them. */
function envelope(doc: InvoiceDocument) {
  const periods = [doc.period, ...doc.lines.map((l) => l.period)].filter((p): p is NonNullable<typeof p> => Boolean(p));
  if (!periods.length) return null;
  return {
    start: periods.map((p) => p.start).sort()[0],
    end: periods
      .map((p) => p.end)
      .sort()
      .at(-1)!,
  };
}

/** A quantity as UBL writes it: up to three decimals, negative for a discount line. */
const quantityOf = (line: InvoiceDocument['lines'][number]) =>
  String(((line.unitPrice < 0 ? -1 : 1) * Math.round(line.quantity * 1000)) / 1000);

/** Writes a node under `parent`, in the namespace of its prefix (cac, cbc) declared on the root. */
function write(parent: XMLBuilder, node: Node) {
  const prefix = node.name.slice(0, 3) as keyof typeof NAMESPACES;
  const element = parent.ele(NAMESPACES[prefix], node.name, node.attributes);
  if (node.text !== undefined) element.txt(node.text);
  for (const child of node.children ?? []) write(element, child);
}

export function renderInvoiceUbl(doc: InvoiceDocument, { customerEmail }: { customerEmail?: string } = {}): string {
  const credit = doc.kind === 'CREDIT_NOTE';
  const root = credit ? 'CreditNote' : 'Invoice';
  const currency = { currencyID: doc.currency };
  const withVat = !doc.lines.some((l) => l.category === 'O');
  const prepaid = doc.paymentMethod === 'CASH' && !credit ? doc.total : 0;
  const lines = doc.lines.map((line, i) =>
    block(
      credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
      tag('cbc:ID', i + 1),
      tag(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', quantityOf(line), { unitCode: 'C62' }),
      tag('cbc:LineExtensionAmount', amount(line.amount), currency),
      period(line.period),
      block(
        'cac:Item',
        tag('cbc:Name', line.description.slice(0, 200)),
        taxCategory(doc, line.category, line.taxPercentage, 'cac:ClassifiedTaxCategory'),
      ),
      block('cac:Price', tag('cbc:PriceAmount', amount(Math.abs(line.unitPrice)), currency)),
    ),
  );
  const children: Child[] = [
    tag('cbc:CustomizationID', 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'),
    tag('cbc:ProfileID', 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'),
    tag('cbc:ID', doc.number),
    tag('cbc:IssueDate', doc.date),
    credit ? null : tag('cbc:DueDate', doc.dueDate),
    tag(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
    tag('cbc:Note', [doc.comments, doc.reverseCharge ? REVERSE_CHARGE_TEXT : ''].filter(Boolean).join(' ')),
    tag('cbc:DocumentCurrencyCode', doc.currency),
    doc.exchange ? tag('cbc:TaxCurrencyCode', 'EUR') : null,
    tag('cbc:BuyerReference', doc.reference || doc.number),
    period(envelope(doc)),
    doc.creditOf
      ? block(
          'cac:BillingReference',
          block(
            'cac:InvoiceDocumentReference',
            tag('cbc:ID', doc.creditOf.number),
            tag('cbc:IssueDate', doc.creditOf.date),
          ),
        )
      : null,
    block(
      'cac:AccountingSupplierParty',
      party(doc.supplier, {
        email: doc.supplier.email,
        withVat,
        dutch: doc.supplier.country === 'NL',
        sepa: doc.directDebit?.creditorId || undefined,
      }),
    ),
    block(
      'cac:AccountingCustomerParty',
      party(doc.customer, { email: customerEmail, withVat, dutch: doc.customer.country === 'NL' }),
    ),
    doc.deliveryDate ? block('cac:Delivery', tag('cbc:ActualDeliveryDate', doc.deliveryDate)) : null,
    paymentMeans(doc),
    block(
      'cac:TaxTotal',
      tag('cbc:TaxAmount', amount(doc.taxTotal), currency),
      ...doc.taxes.map((group) =>
        block(
          'cac:TaxSubtotal',
          tag('cbc:TaxableAmount', amount(group.base), currency),
          tag('cbc:TaxAmount', amount(group.tax), currency),
          taxCategory(doc, group.category, group.rate, 'cac:TaxCategory'),
        ),
      ),
    ),
    doc.exchange
      ? block('cac:TaxTotal', tag('cbc:TaxAmount', amount(doc.exchange.taxTotalEur), { currencyID: 'EUR' }))
      : null,
    block(
      'cac:LegalMonetaryTotal',
      tag('cbc:LineExtensionAmount', amount(doc.subtotal), currency),
      tag('cbc:TaxExclusiveAmount', amount(doc.subtotal), currency),
      tag('cbc:TaxInclusiveAmount', amount(doc.total), currency),
      prepaid ? tag('cbc:PrepaidAmount', amount(prepaid), currency) : null,
      tag('cbc:PayableAmount', amount(doc.total - prepaid), currency),
    ),
    ...lines,
  ];
  const document = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(`urn:oasis:names:specification:ubl:schema:xsd:${root}-2`, root)
    .att(XMLNS, 'xmlns:cac', NAMESPACES.cac)
    .att(XMLNS, 'xmlns:cbc', NAMESPACES.cbc);
  for (const child of children) if (child) write(document, child);
  return document.end({ prettyPrint: false }) + '\n';
}
