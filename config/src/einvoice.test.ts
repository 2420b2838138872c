import { describe, expect, it } from 'vitest';
import { eInvoiceOffer, peppolEndpoint, vatCategoryOf } from './einvoice';
import { lineAmount, orderTotals } from './order';

describe('peppolEndpoint', () => {
  it('takes the own participant id, then KvK, then the VAT number by country', () => {
    expect(peppolEndpoint({ peppolScheme: '9944', peppolId: 'NL004495445B01', coc: '30123456' })).toEqual({
      scheme: '9944',
      id: 'NL004495445B01',
    });
    expect(peppolEndpoint({ coc: '3012 3456', vatin: 'NL004495445B01' })).toEqual({ scheme: '0106', id: '30123456' });
    expect(peppolEndpoint({ vatin: 'NL004495445B01' })).toEqual({ scheme: '9944', id: 'NL004495445B01' });
    expect(peppolEndpoint({ vatin: 'BE0403.170.701' })).toEqual({ scheme: '0208', id: '0403170701' });
    expect(peppolEndpoint({ vatin: 'DE123456789' })).toEqual({ scheme: '9930', id: 'DE123456789' });
    expect(peppolEndpoint({ vat: 'FR40303265045' })).toEqual({ scheme: '9957', id: 'FR40303265045' });
  });

  it('has none for a consumer, an unknown country or a Belgian number failing its check', () => {
    expect(peppolEndpoint({})).toBeNull();
    expect(peppolEndpoint({ vatin: 'PL1234567890' })).toBeNull();
    expect(peppolEndpoint({ vatin: 'BE0403170702' })).toBeNull();
    expect(peppolEndpoint({ peppolScheme: '0106' })).toBeNull();
  });
});

describe('VAT categories and the offer', () => {
  it('reverse charge is AE, a rate is S, a 0 % line its ground or Z', () => {
    expect(vatCategoryOf({ taxPercentage: 21, vatCategory: 'E' }, true)).toBe('AE');
    expect(vatCategoryOf({ taxPercentage: 9 }, false)).toBe('S');
    expect(vatCategoryOf({ taxPercentage: 0, vatCategory: 'G' }, false)).toBe('G');
    expect(vatCategoryOf({ taxPercentage: 0, vatCategory: 'bogus' }, false)).toBe('Z');
  });

  it('offers no UBL in XBT, no Peppol without an endpoint', () => {
    expect(eInvoiceOffer({ currency: 'XBT', customer: { endpoint: { scheme: '0106', id: '1' } } })).toEqual({
      ubl: false,
      peppol: false,
      reason: 'currency',
    });
    expect(eInvoiceOffer({ currency: 'EUR', customer: { endpoint: null } })).toEqual({
      ubl: true,
      peppol: false,
      reason: 'noEndpoint',
    });
    expect(eInvoiceOffer({ currency: 'USD', customer: { endpoint: { scheme: '0106', id: '1' } } })).toEqual({
      ubl: true,
      peppol: true,
      reason: null,
    });
  });
});

describe('decimal quantities', () => {
  it('round each line to whole cents half away from zero, VAT once per rate', () => {
    expect([lineAmount(8333, 1.5), lineAmount(199, 2.125), lineAmount(-333, 1.5), lineAmount(10, 0.001)]).toEqual([
      12500, 423, -500, 0,
    ]);
    expect(
      orderTotals([
        { quantity: 1.5, unitPrice: 8333, taxPercentage: 21 },
        { quantity: 1, unitPrice: -1001, taxPercentage: 21 },
      ]),
    ).toMatchObject({ subtotal: 11499, taxes: [{ rate: 21, base: 11499, tax: 2415 }], total: 13914 });
  });
});

describe('crediting discount lines', () => {
  it('credits a discount line with what it discounts, never alone (the amount owed would go up)', async () => {
    const { creditNoteLines } = await import('./invoice-settlement');
    const lines = [
      { description: 'Advertentie', unitPrice: 10000, quantity: 1, taxPercentage: 21, amount: 10000 },
      { description: 'Korting', unitPrice: -2500, quantity: 1, taxPercentage: 21, amount: -2500 },
    ];
    const invoice = { lines, taxes: [{ rate: 21, base: 7500, tax: 1575 }] };
    expect(creditNoteLines(invoice, [], [{ line: 1, quantity: 1 }])).toEqual({
      failures: [{ path: ['lines'], code: 'negativeTotal' }],
    });
    expect(creditNoteLines(invoice, [], undefined)).toMatchObject({ subtotal: 7500, taxTotal: 1575, total: 9075 });
  });
});
