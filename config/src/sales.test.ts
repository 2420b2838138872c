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

  it('checks foreign IBANs by their country: length, account format and check digits', () => {
    for (const valid of [
      'FR14 2004 1010 0505 0001 3M02 606',
      'GB29NWBK60161331926819',
      'IT60X0542811101000000123456',
      'ES9121000418450200051332',
      'LU280019400644750000',
      'AT611904300234573201',
      'CH9300762011623852957',
      'DK5000400440116243',
      'IE29AIBK93115212345678',
    ])
      expect(isValidIban(valid), valid).toBe(true);
    for (const invalid of [
      'BE68539007547035', // check digits
      'DE89370400440532013001', // check digits
      'FR1420041010050500013M0260', // one character short
      'GB29NWBK6016133192681', // one digit short
      'NL91ABN10417164300', // a Dutch account starts with four letters (the bank)
      'AT61190430023457320A', // an Austrian account is digits only
      'XX89370400440532013000', // no such country
      '',
      42,
    ])
      expect(isValidIban(invalid), String(invalid)).toBe(false);
  });

  it('takes KvK numbers of 8 digits', () => {
    expect(isValidCoc('12345678')).toBe(true);
    expect(isValidCoc('1234 5678')).toBe(true);
    expect(isValidCoc('1234567')).toBe(false);
    expect(isValidCoc('1234567a')).toBe(false);
  });

  it('takes the old (eleven-test) and the new (mod 97) Dutch VAT numbers', () => {
    expect(isValidVat('NL004495445B01')).toBe(true);
    expect(isValidVat('NL000099998B57')).toBe(true);
    expect(isValidVat('NL 0044.95.445.B01')).toBe(true);
    expect(isValidVat('NL004495446B01')).toBe(false);
    expect(isValidVat('NL123456789B0')).toBe(false);
    expect(isValidVat('XX123')).toBe(false);
  });

  it('checks the VAT numbers of other member states by their own format and check digits', () => {
    for (const valid of [
      'BE0403170701',
      'DE136695976',
      'FR40303265045',
      'ATU13585627',
      'ESA13585625',
      'IT00743110157',
      'PL 856-734-62-15',
      'EL094259216',
      'LU15027442',
      'DK13585628',
      'IE6388047V',
      'SE556188840401',
      'XI980780684', // Northern Ireland: the United Kingdom's rules
    ])
      expect(isValidVat(valid), valid).toBe(true);
    for (const invalid of [
      'BE0403170702', // check digits
      'BE0123456789', // check digits
      'DE136695978', // check digit
      'DE123456789', // check digit
      'FR40303265046', // check digits
      'ATU13585626', // check digit
      'PL8567346216', // check digit
      'IT00743110158', // check digit
      'DE13669597', // one digit short
      'GR094259216', // Greece's VAT numbers start with EL
      'GB980780684', // not a member state since 2021
      'US123456789',
      '',
    ])
      expect(isValidVat(invalid), invalid).toBe(false);
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
