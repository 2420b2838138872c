// Money on a final invoice, in integer cents. SPEC section 5: "A received amount may not exceed the
// open amount"; section 4: "A payment received closes it".
//
// The balance of an invoice is three numbers: total, paid (net of refunds) and credited (the sum of its
// credit notes). Invariants, kept by every step below:
//   0 <= paid, 0 <= credited, paid + credited <= total, open = total - paid - credited,
//   closed if and only if open = 0.
// Crediting more than is open (a paid invoice) turns the difference into a refund owed to the customer:
// paid goes down by it, so payments and credit notes together never exceed the total.
// Money received beyond the open amount (an overpayment, a double payment) never enters `paid`: it is
// owed back to the customer (`refundDue`, next to the balance) until a refund settles it, so the open
// amount never goes below zero. Credited refunds are owed back the same way.
import { divideRounded, hasThreeDecimals, lineAmount, type OrderTotals, type TaxGroup } from './order';

export type Balance = { total: number; paid: number; credited: number };
export type InvoiceLine = {
  description: string;
  unitPrice: number;
  quantity: number;
  taxPercentage: number;
  amount: number;
  vatCategory?: string;
  periodStart?: string;
  periodEnd?: string;
};
/** A credit note's line: which line of the original (`line`, its index) and how many of it. */
export type CreditedLine = InvoiceLine & { line: number };

export const openAmount = (b: Balance) => b.total - b.paid - b.credited;

/** A payment link's record is written by the provider steps only: refused in a request. */
export const PAYMENT_SERVER_OWNED = [
  'provider',
  'providerId',
  'amount',
  'currency',
  'status',
  'checkoutUrl',
  'history',
] as const;

/**
 * A received amount: whole cents, more than 0, at most the open amount unless the excess is accepted
 * (`acceptExcess`: it is then owed back to the customer, see `receivePayment`).
 */
export function paymentFailure(
  b: Balance,
  amount: unknown,
  acceptExcess = false,
): { code: string; params?: Record<string, number> } | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return { code: 'integer' };
  if (amount < 1) return { code: 'minValue', params: { min: 1 } };
  const open = openAmount(b);
  if (amount > open && !acceptExcess) return { code: 'exceedsOpen', params: { open } };
  return null;
}

/** A received amount split into what pays the invoice (at most the open amount) and the excess owed back. */
export function receivePayment(b: Balance, amount: number): { balance: Balance; applied: number; excess: number } {
  const applied = Math.min(Math.max(0, openAmount(b)), amount);
  return { balance: applied > 0 ? applyPayment(b, applied) : b, applied, excess: amount - applied };
}

/** A refund of money owed back: whole cents, more than 0, at most what is owed. */
export function refundFailure(
  refundDue: number,
  amount: unknown,
): { code: string; params?: Record<string, number> } | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return { code: 'integer' };
  if (amount < 1) return { code: 'minValue', params: { min: 1 } };
  if (amount > refundDue) return { code: 'exceedsRefundDue', params: { max: refundDue } };
  return null;
}

export function applyPayment(b: Balance, amount: number): Balance {
  if (paymentFailure(b, amount))
    throw new RangeError(`A payment of ${amount} does not fit an open amount of ${openAmount(b)}.`);
  return { ...b, paid: b.paid + amount };
}

/** Takes a payment back (a refund or chargeback from the provider): at most what was paid. */
export function reversePayment(b: Balance, amount: number): Balance {
  return { ...b, paid: b.paid - Math.min(amount, b.paid) };
}

/** A credit note of `amount` (at most what is still creditable); `refund` is what goes back to the customer. */
export function applyCredit(b: Balance, amount: number): { balance: Balance; refund: number } {
  if (!Number.isInteger(amount) || amount < 0 || amount > b.total - b.credited)
    throw new RangeError(`A credit of ${amount} does not fit ${b.total - b.credited} creditable.`);
  const refund = Math.max(0, amount - openAmount(b));
  return { balance: { total: b.total, paid: b.paid - refund, credited: b.credited + amount }, refund };
}

export type CreditRequest = { line: number; quantity: number }[] | undefined;
export type CreditFailure = { path: (string | number)[]; code: string; params?: Record<string, number> };

/**
 * The lines and totals of a credit note for `invoice`, given its earlier credit notes. Without a
 * request, everything still creditable. Per line never more than its quantity not yet credited; per VAT
 * rate never more base or VAT than is left, and the note that credits a rate's last units takes exactly
 * what is left of that rate (so rounding can never credit a cent more than was invoiced).
 */
export function creditNoteLines(
  invoice: { lines: InvoiceLine[]; taxes: TaxGroup[] },
  earlier: { lines: CreditedLine[]; taxes: TaxGroup[] }[],
  request: CreditRequest,
): { failures: CreditFailure[] } | ({ failures: []; lines: CreditedLine[] } & Omit<OrderTotals, 'lineAmounts'>) {
  const creditedQty = invoice.lines.map((_, i) =>
    earlier.reduce((sum, note) => sum + note.lines.filter((l) => l.line === i).reduce((s, l) => s + l.quantity, 0), 0),
  );
  // In thousandths, so 2.125 − 1.1 leaves exactly 1.025.
  const remaining = invoice.lines.map((l, i) => Math.round((l.quantity - creditedQty[i]) * 1000) / 1000);
  const failures: CreditFailure[] = [];
  const wanted: { line: number; quantity: number }[] =
    request === undefined ? remaining.map((quantity, line) => ({ line, quantity })).filter((w) => w.quantity > 0) : [];
  if (request !== undefined) {
    if (!Array.isArray(request)) return { failures: [{ path: ['lines'], code: 'list' }] };
    const seen = new Set<number>();
    request.forEach((r, i) => {
      const index = Number(r?.line);
      const quantity = Number(r?.quantity);
      if (!Number.isInteger(index) || index < 0 || index >= invoice.lines.length || seen.has(index))
        return failures.push({ path: ['lines', i, 'line'], code: 'creditLine' });
      seen.add(index);
      if (!Number.isFinite(quantity) || quantity < 0)
        return failures.push({ path: ['lines', i, 'quantity'], code: 'integer' });
      if (!hasThreeDecimals(quantity))
        return failures.push({ path: ['lines', i, 'quantity'], code: 'decimals', params: { max: 3 } });
      if (quantity > remaining[index])
        return failures.push({ path: ['lines', i, 'quantity'], code: 'maxValue', params: { max: remaining[index] } });
      if (quantity > 0) wanted.push({ line: index, quantity });
    });
  }
  if (failures.length) return { failures };
  if (!wanted.length) return { failures: [{ path: ['lines'], code: 'nothingToCredit' }] };

  const lines: CreditedLine[] = wanted
    .sort((a, b) => a.line - b.line)
    .map(({ line, quantity }) => {
      const original = invoice.lines[line];
      // The line's VAT ground and period go with it; a full line is credited at its own amount.
      const amount = quantity === original.quantity ? original.amount : lineAmount(original.unitPrice, quantity);
      const { vatCategory, periodStart, periodEnd } = original;
      return {
        line,
        description: original.description,
        unitPrice: original.unitPrice,
        quantity,
        taxPercentage: original.taxPercentage,
        amount,
        ...(vatCategory ? { vatCategory } : {}),
        ...(periodStart ? { periodStart, periodEnd } : {}),
      };
    });
  const rateOf = (percentage: number) => Math.round(percentage * 100);
  const taxes: TaxGroup[] = [];
  for (const group of invoice.taxes) {
    const basisPoints = rateOf(group.rate);
    const linesOfRate = lines.filter((l) => rateOf(l.taxPercentage) === basisPoints);
    if (!linesOfRate.length) continue;
    const leftBase =
      group.base - earlier.reduce((s, n) => s + (n.taxes.find((t) => rateOf(t.rate) === basisPoints)?.base ?? 0), 0);
    const leftTax =
      group.tax - earlier.reduce((s, n) => s + (n.taxes.find((t) => rateOf(t.rate) === basisPoints)?.tax ?? 0), 0);
    const base = linesOfRate.reduce((s, l) => s + l.amount, 0);
    const lastOfRate = invoice.lines.every(
      (l, i) =>
        rateOf(l.taxPercentage) !== basisPoints || remaining[i] === (lines.find((c) => c.line === i)?.quantity ?? 0),
    );
    const tax = lastOfRate ? leftTax : Math.min(leftTax, divideRounded(base * basisPoints, 10_000));
    taxes.push({ rate: group.rate, base: Math.min(base, leftBase), tax });
  }
  const subtotal = taxes.reduce((s, t) => s + t.base, 0);
  const taxTotal = taxes.reduce((s, t) => s + t.tax, 0);
  // A discount line credited without what it discounted would raise the amount owed: not a credit note.
  if (subtotal + taxTotal < 0 || taxes.some((t) => t.base < 0))
    return { failures: [{ path: ['lines'], code: 'negativeTotal' }] };
  return { failures: [], lines, taxes, subtotal, taxTotal, total: subtotal + taxTotal };
}
