import { describe, expect, it } from 'vitest';
import { addressFailures, cvFailures, normaliseEmail, normalisePostcode, profileFailures, rules } from './validation';
import { ruleMessage } from './rule-messages';

describe('profile rules (shared by the CMS and the console)', () => {
  it('postcodes: Dutch format for NL (the default), a general one elsewhere', () => {
    expect(rules.postcode(undefined)('1234 AB')).toBeNull();
    expect(rules.postcode('nl')('1234ab')).toBeNull();
    expect(rules.postcode('NL')('0123 AB')).toEqual({ code: 'postcode', params: { country: 'NL' } });
    expect(rules.postcode('BE')('1000')).toBeNull();
    expect(rules.postcode('GB')('SW1A 1AA')).toBeNull();
    expect(rules.postcode('DE')('1')).toEqual({ code: 'postcode', params: { country: 'other' } });
    expect(rules.postcode('DE')('12345678901')).toMatchObject({ code: 'postcode' });
    expect(normalisePostcode('1234ab', 'NL')).toBe('1234 AB');
    expect(normalisePostcode(' sw1a 1aa ', 'GB')).toBe('SW1A 1AA');
  });

  it('addresses: one default billing and one default shipping address', () => {
    expect(addressFailures([{ defaultBilling: true, defaultShipping: true }, {}])).toEqual([]);
    expect(addressFailures([{ defaultBilling: true }, { defaultBilling: true }, { defaultBilling: true }])).toEqual([
      { path: ['addresses', 1, 'defaultBilling'], code: 'default_billing_once' },
    ]);
    expect(addressFailures([{ country: 'ZZ' }])).toEqual([{ path: ['addresses', 0, 'country'], code: 'country' }]);
  });

  it('CV: an entry ends after it starts unless current; numbers are whole and not negative', () => {
    expect(cvFailures({ experience: [{ startDate: '2020-02-01', endDate: '2020-01-31' }] })).toEqual([
      { path: ['cv', 'experience', 0, 'endDate'], code: 'end_before_start' },
    ]);
    expect(cvFailures({ experience: [{ startDate: '2020-02-01', endDate: '2020-01-31', current: true }] })).toEqual([]);
    expect(cvFailures({ hoursPerWeek: 168, experienceYears: 0 })).toEqual([]);
    expect(cvFailures({ hoursPerWeek: 169 })).toEqual([
      { path: ['cv', 'hoursPerWeek'], code: 'maxValue', params: { max: 168 } },
    ]);
    expect(cvFailures({ education: [{ startDate: '2021-02-30' }] })).toEqual([
      { path: ['cv', 'education', 0, 'startDate'], code: 'date' },
    ]);
  });

  it('a new profile needs an e-mail address; an update checks only what it changes', () => {
    expect(profileFailures({ type: 'LEAD' })).toEqual([{ path: ['email'], code: 'required' }]);
    expect(profileFailures({ twitter: 'redactie' }, ['twitter'])).toEqual([]);
    expect(normaliseEmail('  Jan@Example.NL ')).toBe('jan@example.nl');
  });

  it('messages name the attribute, in the SPEC wording for required and unique', () => {
    expect(ruleMessage({ path: ['email'], code: 'required' })).toBe('email is a required field.');
    expect(ruleMessage({ path: ['email'], code: 'unique' })).toBe('email is already in use.');
    expect(ruleMessage({ path: ['addresses', 1, 'postcode'], code: 'postcode', params: { country: 'NL' } })).toBe(
      'postcode must be a Dutch postcode like 1234 AB.',
    );
  });

  it('messages that name no attribute are the same wherever the failure is, and unknown codes fall back', () => {
    expect(ruleMessage({ path: ['addresses', 0, 'isDefaultBilling'], code: 'default_billing_once' })).toBe(
      'Only one address can be the default billing address.',
    );
    expect(ruleMessage({ path: ['lines'], code: 'atLeastOneInvoiceLine' })).toBe('An invoice needs at least one line.');
    expect(ruleMessage({ path: ['name'], code: 'constructor' })).toBe('name is not valid.');
  });
});
