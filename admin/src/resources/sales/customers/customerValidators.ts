import type { Validator } from 'react-admin';
import {
  CUSTOMER_ADDRESS_RULES,
  CUSTOMER_RULES,
  compactCode,
  domainList,
  emailDomainApproved,
  rules,
} from '@newsroom/config';
import { validationKey } from '@/providers/validationMessages';
import { check, checksOf, postcodeCheck } from '@/components/validators';

/**
 * The customer rules of @newsroom/config as form validators, for comfort: the server checks the same
 * rules (and the ones only it can, like a unique debtor number) and its answer lands on the fields.
 */
const fieldChecks = checksOf(CUSTOMER_RULES);
/** The server compacts the BIC (spaces out, upper case) before its rule, so the form checks it that way too. */
export const customerChecks = (field: string): Validator[] =>
  field === 'bic'
    ? fieldChecks(field).map((validate) => (value: unknown) => validate(compactCode(value)))
    : fieldChecks(field);
export const addressChecks = checksOf(CUSTOMER_ADDRESS_RULES);
export const addressPostcodeCheck = postcodeCheck(rules.postcode);

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const failure = (code: string, args: Record<string, unknown> = {}) => ({
  message: validationKey(code),
  args: { ...args, _: code },
});

/** "A company name or contact person is required" (shown on the name). */
export const nameOrContactCheck: Validator = (_value, all) =>
  blank(all?.name) && blank(all?.contact) ? failure('nameOrContact') : undefined;

/** Reverse-charged VAT needs the customer's VAT number. */
export const reverseVatCheck: Validator = (value, all) =>
  all?.vatinType === 'reverse' && blank(value) ? failure('reverseNeedsVat') : undefined;

const employeeEmailRules = [check(rules.required), check(rules.email), check(rules.maxLength(255))];

/** An employee's e-mail must be in the customer's approved domains, when it has any. */
export const employeeDomainFailure = (email: unknown, emailDomains: unknown) => {
  const domains = domainList(emailDomains);
  return blank(email) || emailDomainApproved(String(email).trim(), domains)
    ? undefined
    : failure('emailDomain', { domains: domains.join(', ') });
};

/** The e-mail of an employee typed on the create form, checked against the domains typed above it. */
export const employeeEmailChecks: Validator[] = [
  ...employeeEmailRules,
  (value, all) => employeeDomainFailure(value, all?.emailDomains),
];

/** The same checks outside a react-admin form (the add-employee dialog): the first failure or undefined. */
export const employeeEmailFailure = (email: string, emailDomains: unknown) => {
  for (const validate of employeeEmailRules) {
    const result = validate(email);
    if (result) return result;
  }
  return employeeDomainFailure(email, emailDomains);
};

/** First and last name of an employee (the profile's limits). */
export const employeeNameChecks = [check(rules.maxLength(100))];
