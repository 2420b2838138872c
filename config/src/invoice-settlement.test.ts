import { describe, expect, it } from 'vitest';
import { orderTotals } from './order';
import {
  applyCredit,
  applyPayment,
  creditNoteLines,
  openAmount,
  paymentFailure,
  receivePayment,
  refundFailure,
  type Balance,
  type CreditedLine,
} from './invoice-settlement';
import type { TaxGroup } from './order';

/** A small deterministic generator, so a failing run can be repeated. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

const invoiceOf = (lines: { description: string; unitPrice: number; quantity: number; taxPercentage: number }[]) => {
  const t = orderTotals(lines);
  return { lines: lines.map((l, i) => ({ ...l, amount: t.lineAmounts[i] })), taxes: t.taxes, total: t.total };
};

describe('payments', () => {
  it('take whole cents up to the open amount, and close the invoice at zero', () => {
    const b: Balance = { total: 12100, paid: 0, credited: 0 };
    expect(paymentFailure(b, 12101)).toEqual({ code: 'exceedsOpen', params: { open: 12100 } });
    expect(paymentFailure(b, 0)).toEqual({ code: 'minValue', params: { min: 1 } });
    expect(paymentFailure(b, 10.5)).toEqual({ code: 'integer' });
    const partly = applyPayment(b, 5000);
    expect(openAmount(partly)).toBe(7100);
    expect(openAmount(applyPayment(partly, 7100))).toBe(0);
  });

  it('accepted above the open amount: the excess is owed back, never paid, so the open amount stays at least zero', () => {
    const b: Balance = { total: 12100, paid: 5000, credited: 0 };
    expect(paymentFailure(b, 9000, true)).toBeNull();
    expect(receivePayment(b, 9000)).toEqual({
      balance: { total: 12100, paid: 12100, credited: 0 },
      applied: 7100,
      excess: 1900,
    });
    const closed: Balance = { total: 12100, paid: 12100, credited: 0 };
    expect(receivePayment(closed, 500)).toEqual({ balance: closed, applied: 0, excess: 500 });
    expect(refundFailure(500, 501)).toEqual({ code: 'exceedsRefundDue', params: { max: 500 } });
    expect(refundFailure(500, 0)).toEqual({ code: 'minValue', params: { min: 1 } });
    expect(refundFailure(500, 500)).toBeNull();
  });

  it('turn a credit on a paid invoice into a refund', () => {
    const paid: Balance = { total: 12100, paid: 12100, credited: 0 };
    expect(applyCredit(paid, 2100)).toEqual({ balance: { total: 12100, paid: 10000, credited: 2100 }, refund: 2100 });
    expect(() => applyCredit(paid, 12101)).toThrow(RangeError);
  });
});

describe('credit notes', () => {
  const invoice = invoiceOf([
    { description: 'A', unitPrice: 35, quantity: 3, taxPercentage: 21 },
    { description: 'B', unitPrice: 50, quantity: 1, taxPercentage: 9 },
  ]);

  it('credit everything still creditable when no lines are named', () => {
    const note = creditNoteLines(invoice, [], undefined);
    expect(note).toMatchObject({ failures: [], subtotal: 155, taxTotal: 27, total: invoice.total });
  });

  it('refuse more than a line has left, unknown lines and an empty note', () => {
    const first = creditNoteLines(invoice, [], [{ line: 0, quantity: 2 }]);
    if (first.failures.length) throw new Error('expected a note');
    const earlier = [{ lines: first.lines, taxes: first.taxes }];
    expect(creditNoteLines(invoice, earlier, [{ line: 0, quantity: 2 }]).failures).toEqual([
      { path: ['lines', 0, 'quantity'], code: 'maxValue', params: { max: 1 } },
    ]);
    expect(creditNoteLines(invoice, earlier, [{ line: 7, quantity: 1 }]).failures).toEqual([
      { path: ['lines', 0, 'line'], code: 'creditLine' },
    ]);
    expect(creditNoteLines(invoice, earlier, [{ line: 0, quantity: 0 }]).failures).toEqual([
      { path: ['lines'], code: 'nothingToCredit' },
    ]);
  });

  it('conserve money over random baskets (0/9/21% VAT), payments and credit notes in any order', () => {
    for (let run = 1; run <= 400; run++) {
      const rnd = random(run * 7919);
      const lines = Array.from({ length: 1 + rnd(6) }, (_, i) => ({
        description: `L${i}`,
        unitPrice: rnd(20_000),
        quantity: 1 + rnd(9),
        taxPercentage: [0, 9, 21][rnd(3)],
      }));
      const inv = invoiceOf(lines);
      let balance: Balance = { total: inv.total, paid: 0, credited: 0 };
      const notes: { lines: CreditedLine[]; taxes: TaxGroup[] }[] = [];
      let refunds = 0;
      for (let step = 0; step < 12 && (openAmount(balance) > 0 || balance.credited < balance.total); step++) {
        if (rnd(2) === 0 && openAmount(balance) > 0) {
          balance = applyPayment(balance, 1 + rnd(openAmount(balance)));
        } else {
          const request = inv.lines.map((_, line) => ({ line, quantity: rnd(2) })).filter((r) => r.quantity > 0);
          const note = creditNoteLines(inv, notes, request.length ? request : undefined);
          if (note.failures.length) continue; // a line already fully credited: refused, nothing changes
          notes.push({ lines: note.lines, taxes: note.taxes });
          const applied = applyCredit(balance, note.total);
          balance = applied.balance;
          refunds += applied.refund;
        }
        expect(balance.paid).toBeGreaterThanOrEqual(0);
        expect(balance.paid + balance.credited).toBeLessThanOrEqual(balance.total);
        expect(balance.credited).toBe(notes.reduce((s, n) => s + n.taxes.reduce((t, g) => t + g.base + g.tax, 0), 0));
      }
      // Credit whatever is left: the notes then add up to the invoice exactly, to the cent and per rate.
      const rest = creditNoteLines(inv, notes, undefined);
      if (!rest.failures.length) {
        notes.push({ lines: rest.lines, taxes: rest.taxes });
        const applied = applyCredit(balance, rest.total);
        balance = applied.balance;
        refunds += applied.refund;
      }
      expect(balance.credited).toBe(inv.total);
      expect(openAmount(balance)).toBe(0);
      expect(balance.paid).toBe(0);
      for (const group of inv.taxes) {
        const credited = notes.flatMap((n) => n.taxes).filter((t) => t.rate === group.rate);
        expect([credited.reduce((s, t) => s + t.base, 0), credited.reduce((s, t) => s + t.tax, 0)]).toEqual([
          group.base,
          group.tax,
        ]);
      }
      expect(refunds).toBeGreaterThanOrEqual(0);
    }
  });
});
