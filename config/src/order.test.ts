import { describe, expect, it } from 'vitest';
import { normaliseOrderStatus, orderInputFailures, orderTotals } from './order';

describe('order totals', () => {
  it('rounds VAT once per rate, half away from zero', () => {
    // 3 × €0.35 at 21% = 105 cents → 22.05 → 22; 1 × €0.50 at 9% → 4.5 → 5
    const totals = orderTotals([
      { quantity: 3, unitPrice: 35, taxPercentage: 21 },
      { quantity: 1, unitPrice: 50, taxPercentage: 9 },
      { quantity: 2, unitPrice: 1000, taxPercentage: 0 },
    ]);
    expect(totals).toEqual({
      lineAmounts: [105, 50, 2000],
      taxes: [
        { rate: 0, base: 2000, tax: 0 },
        { rate: 9, base: 50, tax: 5 },
        { rate: 21, base: 105, tax: 22 },
      ],
      subtotal: 2155,
      taxTotal: 27,
      total: 2182,
    });
  });

  it('adds the lines of one rate before rounding (not rounding per line)', () => {
    // Per line: 0.21 × 2 = 0.42 → 0 each, 0 in total; over the sum: 4 × 2 = 8 cents → 1.68 → 2.
    const totals = orderTotals(Array.from({ length: 4 }, () => ({ quantity: 1, unitPrice: 2, taxPercentage: 21 })));
    expect(totals.taxTotal).toBe(2);
  });

  it('keeps fractional rates exact to a hundredth of a percent', () => {
    expect(orderTotals([{ quantity: 1, unitPrice: 1000, taxPercentage: 5.5 }]).taxTotal).toBe(55);
  });

  it('never loses a cent over random baskets: total = subtotal + sum of the rounded VAT per rate', () => {
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: 1 + (run % 7) }, (_, i) => ({
        quantity: 1 + ((run * 7 + i) % 13),
        unitPrice: (run * 997 + i * 31) % 100_000,
        taxPercentage: [0, 9, 21][(run + i) % 3],
      }));
      const t = orderTotals(lines);
      expect(t.subtotal).toBe(lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
      expect(t.total).toBe(t.subtotal + t.taxes.reduce((s, g) => s + g.tax, 0));
      for (const g of t.taxes) expect(Math.abs(g.tax - (g.base * g.rate) / 100)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('order input', () => {
  it('needs a currency before products and at least one line', () => {
    expect(orderInputFailures({ lines: [{ product: 'p1', quantity: 1 }] })).toEqual([
      { path: ['currency'], code: 'currencyFirst' },
    ]);
    expect(orderInputFailures({ currency: 'EUR', lines: [] })).toEqual([{ path: ['lines'], code: 'atLeastOneLine' }]);
  });

  it('accepts the legacy CANCELED spelling as CANCELLED', () => {
    expect(normaliseOrderStatus('canceled')).toBe('CANCELLED');
    expect(normaliseOrderStatus('PAID')).toBe('PAID');
  });
});
