import { describe, expect, it } from 'vitest';
import { channelFailures, isValidCoc, isValidIban, isValidVat, serialCapacity } from './sales';

describe('bank and tax identifiers', () => {
  it('checks IBANs with mod 97 and the Dutch length', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('NL92ABNA0417164300')).toBe(false); // check digits
    expect(isValidIban('NL91ABNA041716430')).toBe(false); // length
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });

  it('takes KvK numbers of 8 digits', () => {
    expect(isValidCoc('12345678')).toBe(true);
    expect(isValidCoc('1234 5678')).toBe(true);
    expect(isValidCoc('1234567')).toBe(false);
    expect(isValidCoc('1234567a')).toBe(false);
  });

  it('takes the old (eleven-test) and the new (mod 97) Dutch VAT numbers, and other EU ones by syntax', () => {
    expect(isValidVat('NL004495445B01')).toBe(true);
    expect(isValidVat('NL000099998B57')).toBe(true);
    expect(isValidVat('NL 0044.95.445.B01')).toBe(true);
    expect(isValidVat('NL004495446B01')).toBe(false);
    expect(isValidVat('NL123456789B0')).toBe(false);
    expect(isValidVat('BE0123456789')).toBe(true);
    expect(isValidVat('XX123')).toBe(false);
  });
});

describe('channel rules', () => {
  const base = { name: 'Kanaal', company: 'B.V.', currency: 'EUR', invoiceSerialLength: 3, invoiceStartWithSerial: 1 };

  it('caps the start serial by the serial length', () => {
    expect(serialCapacity(3)).toBe(999);
    expect(channelFailures({ ...base, invoiceStartWithSerial: 999 })).toEqual([]);
    expect(channelFailures({ ...base, invoiceStartWithSerial: 1000 })).toEqual([
      { path: ['invoiceStartWithSerial'], code: 'serialCapacity', params: { max: 999 } },
    ]);
  });

  it('allows the payment provider only for currencies it collects', () => {
    expect(channelFailures({ ...base, currency: 'USD', paymentProviderEnabled: true })).toEqual([]);
    expect(channelFailures({ ...base, currency: 'XBT', paymentProviderEnabled: true }).map((f) => f.code)).toEqual([
      'providerCurrency',
    ]);
  });

  it('checks the postcode for the country and keeps the default channel active', () => {
    expect(channelFailures({ ...base, postcode: '123' }).map((f) => f.path[0])).toEqual(['postcode']);
    expect(channelFailures({ ...base, country: 'BE', postcode: '1000' })).toEqual([]);
    expect(channelFailures({ ...base, isDefault: true, isActive: false }).map((f) => f.code)).toEqual([
      'defaultInactive',
    ]);
  });
});
