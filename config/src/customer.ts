// Sales: business customers. SPEC.md sections 3 "Customer", 5 ("A company name or contact person is
// required", "Email domain must be in the approved domains"), 8 (employee add failure, postcode look-up).
import { DEFAULT_COUNTRY } from './profile';
import { rules, validateFields, type FieldFailure, type Rule } from './validation';
import { salesRules } from './sales';
import { PEPPOL_ID_RULES, peppolIdFailures } from './einvoice';

export const SALUTATIONS = ['M', 'F', 'X'] as const;
/** eligible: VAT charged; exempt: no VAT (exempt business); reverse: VAT reverse-charged (EU business, needs its VAT number); none: unknown. */
export const VATIN_TYPES = ['eligible', 'exempt', 'reverse', 'none'] as const;
/** Invitation links for a customer's employees (SPEC section 9: invitation link valid 7 days). */
export const INVITATION_LINK_DAYS = 7;
/** Codes of the employee results the console translates (SPEC section 8 wording in nl). */
export const EMPLOYEE_ELSEWHERE = 'employee_elsewhere';
/** Derived (displayName) or kept by their own steps (employees through invitations): refused in a request. */
export const CUSTOMER_SERVER_OWNED = ['displayName', 'employees'] as const;

export const CUSTOMER_RULES: Record<string, Rule[]> = {
  name: [rules.maxLength(200)],
  contact: [rules.maxLength(200)],
  email: [rules.email, rules.maxLength(255)],
  emailFinancial: [salesRules.emails, rules.maxLength(1000)],
  emailReminders: [salesRules.emails, rules.maxLength(1000)],
  emailDomains: [
    (v: unknown) =>
      v === undefined || v === null || v === '' || domainList(v).every(isDomain) ? null : { code: 'domains' },
    rules.maxLength(1000),
  ],
  tel: [rules.phone],
  debtorId: [rules.maxLength(50)],
  defaultReference: [rules.maxLength(100)],
  iban: [salesRules.iban],
  ibanAscription: [rules.maxLength(100)],
  bic: [
    (v: unknown) =>
      v === undefined || v === null || v === '' || /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(String(v))
        ? null
        : { code: 'bic' },
  ],
  coc: [salesRules.coc],
  vatin: [salesRules.vat],
  vatinType: [rules.required, rules.oneOf(VATIN_TYPES)],
  ...PEPPOL_ID_RULES,
  abolandMagazineId: [rules.maxLength(100)],
  abolandSubscriptionNumber: [rules.maxLength(100)],
};

/**
 * The fields of a postal address, as a customer's address, an order's or invoice's addressee and a sales
 * channel store them.
 */
export const POSTAL_ADDRESS_FIELDS = [
  'street',
  'houseNumber',
  'houseNumberSuffix',
  'postcode',
  'city',
  'country',
] as const;
/** An addressee (component sales.customer-address without its default flags): who, at which postal address. */
export const ADDRESSEE_FIELDS = ['salutation', 'firstName', 'lastName', 'company', ...POSTAL_ADDRESS_FIELDS] as const;

export const CUSTOMER_ADDRESS_RULES: Record<string, Rule[]> = {
  salutation: [rules.oneOf(SALUTATIONS)],
  firstName: [rules.maxLength(100)],
  lastName: [rules.maxLength(100)],
  company: [rules.maxLength(200)],
  street: [rules.maxLength(200)],
  houseNumber: [rules.maxLength(10)],
  houseNumberSuffix: [rules.maxLength(10)],
  city: [rules.maxLength(100)],
  country: [rules.country],
  defaultBilling: [rules.boolean],
  defaultShipping: [rules.boolean],
};

const DOMAIN_RE = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;
const isDomain = (d: string) => DOMAIN_RE.test(d);
/** "acme.nl\n@Acme.com" → ['acme.nl', 'acme.com']. */
export const domainList = (value: unknown): string[] =>
  String(value ?? '')
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);

/** An address's domain is approved when it is one of the domains or below one of them (mail.acme.nl under acme.nl). No list: any domain. */
export function emailDomainApproved(email: string, domains: string[]): boolean {
  if (!domains.length) return true;
  const domain = email.split('@').pop()!.toLowerCase();
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * Every rule of a customer as it will be stored: field rules, "a company name or contact person is
 * required", a VAT number for reverse charge, and per address its fields, the postcode for its country
 * and at most one default billing and one default shipping address.
 */
export function customerFailures(customer: Record<string, unknown>): FieldFailure[] {
  const failures: FieldFailure[] = validateFields(customer, CUSTOMER_RULES);
  if (blank(customer.name) && blank(customer.contact)) failures.push({ path: ['name'], code: 'nameOrContact' });
  if (customer.vatinType === 'reverse' && blank(customer.vatin))
    failures.push({ path: ['vatin'], code: 'reverseNeedsVat' });
  if (!failures.some((f) => String(f.path[0]).startsWith('peppol'))) failures.push(...peppolIdFailures(customer));
  const addresses = Array.isArray(customer.addresses) ? (customer.addresses as Record<string, unknown>[]) : [];
  addresses.forEach((address, i) => failures.push(...customerAddressFailures(address, ['addresses', i])));
  for (const flag of ['defaultBilling', 'defaultShipping'] as const) {
    const flagged = addresses.map((a, i) => (a?.[flag] === true ? i : -1)).filter((i) => i >= 0);
    if (flagged.length > 1)
      failures.push({
        path: ['addresses', flagged[1], flag],
        code: flag === 'defaultBilling' ? 'default_billing_once' : 'default_shipping_once',
      });
  }
  return failures;
}

/** The fields of one address (a customer's, or an order's addressee) and its postcode for its country, under `prefix`. */
export function customerAddressFailures(
  address: Record<string, unknown> | null | undefined,
  prefix: (string | number)[],
): FieldFailure[] {
  const failures: FieldFailure[] = validateFields(address ?? {}, CUSTOMER_ADDRESS_RULES).map((f) => ({
    ...f,
    path: [...prefix, ...f.path],
  }));
  const postcode = rules.postcode(address?.country || DEFAULT_COUNTRY)(address?.postcode);
  if (postcode) failures.push({ path: [...prefix, 'postcode'], ...postcode });
  return failures;
}

/** The name the lists show: the company, else the contact person. */
export const customerDisplayName = (c: { name?: string | null; contact?: string | null }) =>
  c.name?.trim() || c.contact?.trim() || '';

/** "1234 ab" → "1234AB"; null when it is not a Dutch postcode. */
export function dutchPostcodeKey(value: unknown): string | null {
  const match = /^\s*([1-9][0-9]{3})\s?([A-Za-z]{2})\s*$/.exec(String(value ?? ''));
  return match ? `${match[1]}${match[2].toUpperCase()}` : null;
}
