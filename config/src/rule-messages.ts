// The English message of each validation failure code (the API's `message`; the console translates by code).
import type { FieldFailure } from './validation';

/** Failures whose message names neither the field nor a parameter. */
const FIXED_MESSAGES = new Map<string, string>(
  Object.entries({
    default_billing_once: 'Only one address can be the default billing address.',
    default_shipping_once: 'Only one address can be the default shipping address.',
    emailMatch: 'The e-mail address does not match the profile.',
    defaultInactive: 'The default channel must be active.',
    nameOrContact: 'A company name or contact person is required.',
    vatCategoryRate:
      'A VAT ground (exempt, export, outside scope, zero rate) goes with 0 %; a rate above 0 is standard.',
    exemptionReasonRequired: 'An exempt line needs the ground of the exemption.',
    outsideScopeAlone: 'An invoice outside the scope of Dutch VAT cannot have lines with other VAT.',
    negativeTotal: 'Discount lines cannot bring the total (or the amount at a VAT rate) below zero.',
    reverseNeedsVat: 'A VAT number is required when VAT is reverse-charged.',
    emailDomain: 'Email domain must be in the approved domains.',
    atLeastOneLine: 'An order needs at least one product.',
    atLeastOneInvoiceLine: 'An invoice needs at least one line.',
    currencyFirst: 'An order needs a currency before products can be added.',
    creditLine: 'Each credited line must name a line of the invoice, once.',
    nothingToCredit: 'Choose at least one line and quantity to credit.',
    ibanRequired: 'IBAN is required for direct debit.',
    ibanForDirectDebit: 'IBAN is required for direct debit: add it to the customer first.',
    direct_debit_unknown_reference: 'No bank collection has this end-to-end reference.',
    direct_debit_unknown_reason: 'Not a SEPA return reason code (like AC04, AM04, MD01 or MS02).',
    formNeedsFields: 'A form needs at least one field.',
    formNeedsEmail: 'A form needs a required e-mail field: replies go to that address.',
    customerOrAddressee:
      "Choose a customer, or enter the addressee's company or name: a new customer is created from it.",
    cron_fields: 'A schedule has five fields: minute, hour, day of the month, month and day of the week.',
    cron_never: 'This schedule never runs: no date matches it.',
    ab_variant_empty: 'Each variant sets a subject, a sender name or a template of its own.',
  }),
);

/** The cron failures' field names (`cron.ts`) in words. */
const CRON_FIELDS: Record<string, string> = {
  minute: 'minute',
  hour: 'hour',
  dayOfMonth: 'day of the month',
  month: 'month',
  dayOfWeek: 'day of the week',
};

/**
 * The English message of a failure; SPEC wording for required and unique. The console shows its own
 * translation by `code` and `params`.
 */
export function ruleMessage(failure: FieldFailure): string {
  const attribute = [...failure.path].reverse().find((p) => typeof p === 'string' && !/^\d+$/.test(p)) ?? 'value';
  const fixed = FIXED_MESSAGES.get(failure.code);
  if (fixed) return fixed;
  const p = failure.params ?? {};
  switch (failure.code) {
    case 'required':
      return `${attribute} is a required field.`;
    case 'unique':
      return `${attribute} is already in use.`;
    case 'email':
      return `${attribute} must be a valid email.`;
    case 'maxLength':
      return `${attribute} must be at most ${p.max} characters.`;
    case 'minLength':
      return `${attribute} must be at least ${p.min} characters.`;
    case 'minValue':
      return `${attribute} must be ${p.min} or more.`;
    case 'maxValue':
      return `${attribute} must be ${p.max} or less.`;
    case 'integer':
      return `${attribute} must be a whole number.`;
    case 'numeric':
      return `${attribute} must be a number.`;
    case 'boolean':
      return `${attribute} must be true or false.`;
    case 'oneOf':
      return `${attribute} must be one of: ${p.values}.`;
    case 'url':
      return `${attribute} must be a valid URL.`;
    case 'slug':
      return `${attribute} may contain only letters, digits and dashes.`;
    case 'username':
      return `${attribute} must be a username.`;
    case 'usernameAt':
      return `${attribute} must be a username without the @ sign.`;
    case 'profileLink':
      return `${attribute} must be a link to a profile on ${p.network}.`;
    case 'phone':
      return `${attribute} must be a valid phone number.`;
    case 'postcode':
      return p.country === 'NL'
        ? `${attribute} must be a Dutch postcode like 1234 AB.`
        : `${attribute} must be 2 to 10 letters, digits, spaces or dashes.`;
    case 'country':
      return `${attribute} must be a two-letter country code (ISO 3166).`;
    case 'date':
      return `${attribute} must be a date (YYYY-MM-DD).`;
    case 'end_before_start':
      return `${attribute} may not be before the start date.`;
    case 'newsletter_limit':
      return `A profile can have at most ${p.limit} newsletters.`;
    case 'file_type':
      return `${attribute} must be a PDF or Word file.`;
    case 'iban':
      return `${attribute} must be a valid IBAN.`;
    case 'coc':
      return `${attribute} must be a Chamber of Commerce (KvK) number of 8 digits.`;
    case 'vat':
      return `${attribute} must be a valid VAT number, like NL123456789B01.`;
    case 'color':
      return `${attribute} must be a colour like #1A2B3C.`;
    case 'emails':
      return `${attribute} must hold valid e-mail addresses, one per line (${p.value} is not).`;
    case 'serialCapacity':
      return `${attribute} must fit the serial length: at most ${p.max}.`;
    case 'providerCurrency':
      return `The payment provider cannot collect ${p.currency}; it takes ${p.currencies}.`;
    case 'sku':
      return `${attribute} may contain letters, digits, dots, dashes and underscores (at most 64).`;
    case 'atLeastOneTag':
      return `${attribute} needs at least ${p.min ?? 1} tag.`;
    case 'saleWindow':
      return `${attribute} must be after the start of the ticket sale.`;
    case 'control_characters':
      return `${attribute} may not contain control characters or text-direction overrides.`;
    case 'server_owned':
      return `${attribute} is set by the ${p.owner ?? 'record'}'s own actions, not by a request: leave it out.`;
    case 'notEditable':
      return `${attribute} cannot be changed after creation.`;
    case 'decimals':
      return `${attribute} may have at most ${p.max} decimals.`;
    case 'peppolId':
      return `${attribute} is not a valid participant id for this scheme.`;
    case 'creditorId':
      return `${attribute} must be a SEPA creditor identifier, like NL98ZZZ999999999999.`;
    case 'sepaReference':
      return `${attribute} may hold at most 35 letters, digits and / - ? : ( ) . , ' + (no spaces).`;
    case 'futureDate':
      return `${attribute} may not be in the future.`;
    case 'bic':
      return `${attribute} must be a BIC of 8 or 11 characters, like ABNANL2A.`;
    case 'domains':
      return `${attribute} must hold domain names like example.nl.`;
    case 'maxLines':
      return `An order can have at most ${p.max} lines.`;
    case 'notFound':
      return `${attribute} does not exist.`;
    case 'unknownSession':
      return `${attribute} is not a session of this event.`;
    case 'ticketOnly':
      return `${attribute} belongs to ticket products only.`;
    case 'maxItems':
      return `${attribute} can hold at most ${p.max} items.`;
    case 'fieldKey':
      return `${attribute} must start with a lower-case letter and hold only a-z, 0-9 and _ (at most 40).`;
    case 'formOptions':
      return `${attribute} needs at least one choice, each at most 200 characters.`;
    case 'choice':
      return `${attribute} must be one of the form's choices.`;
    case 'consentRequired':
      return `${attribute} must be agreed to.`;
    case 'text':
      return `${attribute} must be text.`;
    case 'productType':
      return `${p.product} is a ${p.productType} product and cannot be sold in a ${p.orderType} order.`;
    case 'channelCurrency':
      return `The channel ${p.channel} invoices in ${p.channelCurrency}, not ${p.currency}.`;
    case 'productCurrency':
      return `${p.product} is sold in ${p.productCurrency} (its channel), not ${p.currency}.`;
    case 'exceedsOpen':
      return `A received amount may not exceed the open amount (${(Number(p.open) / 100).toFixed(2)}).`;
    case 'exceedsRefundDue':
      return `A refund may not exceed what is owed back to the customer (${(Number(p.max) / 100).toFixed(2)}).`;
    case 'duplicateEmail':
      return `${attribute} lists ${p.value} more than once.`;
    case 'reminderDays':
      return `${attribute} must be at most ${p.max} days relative to the due date, from ${p.min} to ${p.maxDay}, increasing and separated by commas (like -3,7,21).`;
    case 'list':
      return `${attribute} must be a list.`;
    case 'channelInactive':
      return `The channel ${p.channel} is not active.`;
    case 'unknown_field':
      return `${attribute} is not a field of this content type.`;
    case 'string':
      return `${attribute} must be text.`;
    case 'datetime':
      return `${attribute} must be a date and time.`;
    case 'until_before_from':
      return `${attribute} must be after the start (from).`;
    case 'page_path':
      return `${attribute} must be a path on the site starting with /, like /sport.`;
    case 'duplicate':
      return `${attribute} is listed more than once.`;
    case 'cap_pair':
      return `${attribute} is needed too: a frequency cap is a number of times per number of days.`;
    case 'publishUntilAfterFrom':
      return `${attribute} must be after the start of the publication.`;
    case 'vacancyRunTooLong':
      return `A vacancy runs at most ${p.days} days: move ${attribute} earlier (or take the longer-run option).`;
    case 'unknownProperty':
      return `${attribute} is not a vacancy property: add it under Vacancies › Properties first.`;
    case 'propertyType':
      return `${attribute} must be a value of type ${p.type}.`;
    case 'choices':
      return `${attribute} must list the choices, each at most 100 characters and each once.`;
    case 'propertyInUse':
      return `${attribute} cannot change while vacancies use this property.`;
    case 'cron_value':
      return `${p.value} is not a valid ${CRON_FIELDS[p.field] ?? p.field} in a schedule.`;
    case 'cron_range':
      return `The ${CRON_FIELDS[p.field] ?? p.field} must be from ${p.min} to ${p.max}, and a range must go from low to high.`;
    case 'cron_step':
      return `The step after / in the ${CRON_FIELDS[p.field] ?? p.field} must be a whole number above 0.`;
    case 'ab_variants_count':
      return `An A/B test has ${p.min} to ${p.max} variants.`;
    case 'ab_variant_keys':
      return `The variants must be named ${p.keys}, in that order.`;
    case 'ab_variants_same':
      return `Variant ${p.key} is the same as variant ${p.same}: change its subject, sender name or template.`;
    case 'ab_send_at':
      return `${attribute} must be a date and time in the future.`;
    case 'ab_send_at_same':
      return `Variant ${p.key} has the same send time as variant ${p.same}.`;
    case 'ab_send_at_spread':
      return `The send times of a test must lie within ${p.days} days of each other.`;
    case 'ab_test_share':
      return `The test share must be a whole percentage from ${p.min} to ${p.max}.`;
    case 'ab_wait_hours':
      return `The wait must be a whole number of hours from ${p.min} to ${p.max}.`;
    case 'ab_metric':
      return `The winner is chosen by one of: ${p.values}.`;
    case 'ab_winner_mode':
      return `The winner mode must be one of: ${p.values}.`;
    case 'totalTooLarge':
      return `The order total may be at most ${p.max} cents.`;
    default:
      return `${attribute} is not valid.`;
  }
}
