// E-invoicing (UBL, Peppol BIS Billing 3 / EN 16931): participant ids, VAT categories and whether a
// document is offered as UBL and as Peppol. The decisions are in the README's invoice section.
import { rules, type Rule } from './validation';

/**
 * Peppol's Electronic Address Schemes (EAS, code list of BIS Billing 3.0.19): the schemes a participant
 * id may use. 0106 KvK, 0190 OIN, 9944 NL VAT, 0208 Belgian enterprise number, 9925 BE VAT, 9930 DE VAT,
 * 9957 FR VAT, 9914 AT VAT, 9920 ES VAT, 0060 DUNS, 0088 GLN, ...
 */
export const PEPPOL_SCHEMES = (
  '0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 0184 0188 0190 0191 0192 0193 0194 0195 0196 0198 0199 0200 0201 0202 0203 0204 0205 0208 0209 0210 0211 0212 0213 0215 0216 0217 0218 0221 0225 0230 0235 0240 ' +
  '9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959'
).split(' ');

/** The scheme a VAT number is an endpoint in, per country (others: no fallback, give a participant id). */
const VAT_SCHEMES: Record<string, string> = { NL: '9944', DE: '9930', FR: '9957', AT: '9914', ES: '9920' };

/** Belgian enterprise number: 10 digits, the last two 97 minus the first eight mod 97 (Peppol PEPPOL-COMMON-R043). */
const isBelgianEnterprise = (id: string) =>
  /^[0-9]{10}$/.test(id) && 97 - (Number(id.slice(0, 8)) % 97) === Number(id.slice(8));

/** Field rules of a participant id: a known scheme, an id of letters, digits and - . : _ (and for 0208 its check). */
export const PEPPOL_ID_RULES: Record<string, Rule[]> = {
  peppolScheme: [rules.oneOf(PEPPOL_SCHEMES)],
  peppolId: [
    rules.maxLength(100),
    (v: unknown) =>
      v == null || v === '' || /^[A-Za-z0-9][A-Za-z0-9.:_-]*$/.test(String(v)) ? null : { code: 'peppolId' },
  ],
};

/** Cross-field: scheme and id go together; a Belgian enterprise number must pass its check. */
export function peppolIdFailures(row: Record<string, unknown>) {
  const scheme = String(row.peppolScheme ?? '').trim();
  const id = String(row.peppolId ?? '').trim();
  if (!scheme && !id) return [];
  if (!scheme) return [{ path: ['peppolScheme'], code: 'required' }];
  if (!id) return [{ path: ['peppolId'], code: 'required' }];
  if (scheme === '0208' && !isBelgianEnterprise(id)) return [{ path: ['peppolId'], code: 'peppolId' }];
  return [];
}

export type Endpoint = { scheme: string; id: string };
type Party = { peppolScheme?: unknown; peppolId?: unknown; coc?: unknown; vat?: unknown; vatin?: unknown };
const compact = (v: unknown) =>
  String(v ?? '')
    .replace(/[\s.-]/g, '')
    .toUpperCase();

/**
 * Where a party receives e-invoices (Peppol endpoint). In this order: its own participant id; its KvK
 * number (0106); its VAT number: Belgian as the enterprise number (0208), Dutch 9944, German 9930,
 * French 9957, Austrian 9914, Spanish 9920. Null: not reachable through Peppol.
 */
export function peppolEndpoint(party: Party | null | undefined): Endpoint | null {
  if (!party) return null;
  const scheme = String(party.peppolScheme ?? '').trim();
  const id = String(party.peppolId ?? '').trim();
  if (scheme && id) return { scheme, id };
  const coc = compact(party.coc);
  if (/^[0-9]{8}$/.test(coc)) return { scheme: '0106', id: coc };
  const vat = compact(party.vatin ?? party.vat);
  if (vat.startsWith('BE') && isBelgianEnterprise(vat.slice(2).padStart(10, '0')))
    return { scheme: '0208', id: vat.slice(2).padStart(10, '0') };
  const vatScheme = VAT_SCHEMES[vat.slice(0, 2)];
  return vatScheme && vat.length > 4 ? { scheme: vatScheme, id: vat } : null;
}

/**
 * VAT categories of a line (UNCL5305 as EN 16931 uses them): S standard rate, Z zero rate, E exempt
 * (needs the invoice's exemption reason), AE reverse charge (the invoice's reverseCharge), G export of
 * goods outside the EU, O outside the scope of Dutch VAT (a service to a business outside the EU).
 */
export const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'G', 'O'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];
/** What staff choose for a 0 % line; S follows from a rate above 0 and AE from reverse charge. */
export const ZERO_RATE_CATEGORIES = ['Z', 'E', 'G', 'O'] as const;

/** A line's category: reverse charge is AE, a rate above 0 is S, a 0 % line its chosen ground (default Z). */
export function vatCategoryOf(
  line: { taxPercentage: number; vatCategory?: unknown },
  reverseCharge: boolean,
): VatCategory {
  if (reverseCharge) return 'AE';
  if (Number(line.taxPercentage) > 0) return 'S';
  return (ZERO_RATE_CATEGORIES as readonly string[]).includes(String(line.vatCategory))
    ? (line.vatCategory as VatCategory)
    : 'Z';
}

/** The VATEX code of a category's exemption (EN 16931 BT-121); E carries the invoice's own reason text instead. */
export const VATEX_CODES: Partial<Record<VatCategory, string>> = {
  AE: 'vatex-eu-ae',
  G: 'vatex-eu-g',
  O: 'vatex-eu-o',
};

/** ISO 4217 codes among the product's currencies: UBL only for these (XBT is not one, BR-CL-03/04). */
export const ISO_4217_CURRENCIES: readonly string[] = ['EUR', 'USD'];

export type EInvoiceOffer = { ubl: boolean; peppol: boolean; reason: 'currency' | 'noEndpoint' | null };

/** Whether an issued document has a UBL and whether that UBL is offered through Peppol (and why not). */
export function eInvoiceOffer(doc: { currency: string; customer: { endpoint: Endpoint | null } }): EInvoiceOffer {
  if (!ISO_4217_CURRENCIES.includes(doc.currency)) return { ubl: false, peppol: false, reason: 'currency' };
  if (!doc.customer.endpoint) return { ubl: true, peppol: false, reason: 'noEndpoint' };
  return { ubl: true, peppol: true, reason: null };
}
