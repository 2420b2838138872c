// Sales: orders. SPEC.md sections 3 "Order", 4 "Order", 5 ("An order needs a currency before products
// can be added", "Without a selected customer, a new one is created automatically").
import { CURRENCIES, PRICE_MAX_CENTS, type ProductType } from './sales';
import { rules, validateFields, type FieldFailure, type Rule } from './validation';

export const ORDER_TYPES = ['VACANCY', 'SUBSCRIPTION', 'PRODUCT', 'TICKET'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_STATUSES = ['PENDING', 'PAID', 'CLOSED', 'CANCELLED', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The console's tabs: open orders still need something; closed ones are done. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PAID'];
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['CLOSED', 'CANCELLED', 'EXPIRED'];

/** Older clients spell it CANCELED: accepted on input, stored as CANCELLED. */
export const normaliseOrderStatus = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : value;
  return text === 'CANCELED' ? 'CANCELLED' : text;
};

/** Which products an order of each type sells (a vacancy order also takes its options). */
export const ORDER_PRODUCT_TYPES: Record<OrderType, readonly ProductType[]> = {
  VACANCY: ['VACANCY', 'VACANCY_OPTION'],
  SUBSCRIPTION: ['SUBSCRIPTION'],
  PRODUCT: ['PRODUCT'],
  TICKET: ['TICKET'],
};
export const orderTypeOfProduct = (type: ProductType): OrderType =>
  type === 'VACANCY_OPTION' ? 'VACANCY' : (type as OrderType);

/**
 * Staff actions on an order (POST /api/orders/:documentId/:action). `reopen` returns a closed order to
 * PAID when it was paid, else to PENDING. `release` gives a ticket order's tickets back to stock and
 * keeps the order's status. Anything else is a 409.
 */
export const ORDER_ACTIONS = {
  pay: { from: ['PENDING'], to: 'PAID' },
  close: { from: ['PENDING', 'PAID'], to: 'CLOSED' },
  reopen: { from: ['CLOSED'], to: null },
  cancel: { from: ['PENDING', 'PAID', 'CLOSED'], to: 'CANCELLED' },
  expire: { from: ['PENDING'], to: 'EXPIRED' },
  release: { from: ['PENDING', 'PAID', 'CLOSED'], to: null },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus | null }>;
export type OrderAction = keyof typeof ORDER_ACTIONS;

/** A pending ticket order holds its tickets this long unless a payment time is given. */
export const TICKET_HOLD_HOURS = 24;
/** Totals are stored as 32-bit integers of cents. */
export const ORDER_TOTAL_MAX_CENTS = 2_147_483_647;
export const ORDER_LINES_MAX = 100;
/** Set only by the order's own steps (creation, the actions): a request that sends one is refused (400 server_owned). */
export const ORDER_SERVER_OWNED = [
  'serial',
  'status',
  'taxes',
  'subtotal',
  'taxTotal',
  'total',
  'paidAt',
  'closedAt',
  'cancelledAt',
  'expiredAt',
  'stockReleasedAt',
  'history',
] as const;

export const ORDER_RULES: Record<string, Rule[]> = {
  type: [rules.oneOf(ORDER_TYPES)],
  currency: [rules.oneOf(CURRENCIES)],
  status: [rules.oneOf(['PENDING', 'PAID'])],
  email: [rules.email, rules.maxLength(255)],
  reference: [rules.maxLength(100)],
  notes: [rules.maxLength(5000)],
  customerComment: [rules.maxLength(2000)],
  paymentLink: [rules.url, rules.maxLength(500)],
};

export const ORDER_LINE_RULES: Record<string, Rule[]> = {
  product: [rules.required],
  description: [rules.maxLength(500)],
  quantity: [rules.required, rules.integer, rules.minValue(1), rules.maxValue(100_000)],
  unitPrice: [rules.integer, rules.minValue(0), rules.maxValue(PRICE_MAX_CENTS)],
  taxPercentage: [rules.numeric, rules.minValue(0), rules.maxValue(100)],
};

/** Field rules of an order and its lines as entered (product limits and stock are the server's). */
export function orderInputFailures(order: Record<string, unknown>): FieldFailure[] {
  const failures: FieldFailure[] = validateFields(
    { ...order, status: normaliseOrderStatus(order.status) },
    ORDER_RULES,
  );
  const lines = Array.isArray(order.lines) ? order.lines : [];
  if (!lines.length) failures.push({ path: ['lines'], code: 'atLeastOneLine' });
  else if (!order.currency) failures.push({ path: ['currency'], code: 'currencyFirst' });
  if (lines.length > ORDER_LINES_MAX)
    failures.push({ path: ['lines'], code: 'maxLines', params: { max: ORDER_LINES_MAX } });
  lines.slice(0, ORDER_LINES_MAX).forEach((line, i) => {
    for (const f of validateFields((line ?? {}) as Record<string, unknown>, ORDER_LINE_RULES))
      failures.push({ ...f, path: ['lines', i, ...f.path] });
  });
  return failures;
}

export type PricedLine = { quantity: number; unitPrice: number; taxPercentage: number };
export type TaxGroup = { rate: number; base: number; tax: number };
export type OrderTotals = {
  lineAmounts: number[];
  taxes: TaxGroup[];
  subtotal: number;
  taxTotal: number;
  total: number;
};

/** n / d rounded half away from zero, for integers (d > 0). */
export function divideRounded(n: number, d: number) {
  const sign = n < 0 ? -1 : 1;
  const a = Math.abs(n);
  const q = Math.floor(a / d);
  return sign * (a - q * d >= d - (a - q * d) ? q + 1 : q);
}

/** Quantities go to three decimals (hours, kilos): 1.5, 2.125. */
export const QUANTITY_DECIMALS = 3;
export const hasThreeDecimals = (q: number) => Number.isFinite(q) && Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6;

/** A line's amount in whole cents: unit price × quantity (in thousandths), rounded half away from zero. */
export const lineAmount = (unitPrice: number, quantity: number) =>
  divideRounded(unitPrice * Math.round(quantity * 1000), 1000);

/**
 * Totals in integer cents. Rounding rule: each line's amount is unit price × quantity (exact, excl.
 * VAT); a quantity with decimals rounds the line to whole cents (`lineAmount`);
 * VAT is computed once per rate over the sum of the line amounts at that rate and rounded half
 * away from zero to whole cents (as an invoice states it: taxable amount per rate, the rate, the VAT
 * amount); the total is the subtotal plus the VAT of every rate. Rates are exact to 0.01%.
 */
export function orderTotals(lines: PricedLine[]): OrderTotals {
  const lineAmounts = lines.map((l) => lineAmount(l.unitPrice, l.quantity));
  const byRate = new Map<number, number>();
  lines.forEach((l, i) => {
    const basisPoints = Math.round(l.taxPercentage * 100);
    byRate.set(basisPoints, (byRate.get(basisPoints) ?? 0) + lineAmounts[i]);
  });
  const taxes = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([basisPoints, base]) => ({ rate: basisPoints / 100, base, tax: divideRounded(base * basisPoints, 10_000) }));
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const taxTotal = taxes.reduce((sum, group) => sum + group.tax, 0);
  return { lineAmounts, taxes, subtotal, taxTotal, total: subtotal + taxTotal };
}

/** SPEC section 9 period choices of the sales dashboard, with the chart's bucket and number of bars. */
export const SALES_PERIODS = {
  '1w': { bucket: 'day', points: 7 },
  '2w': { bucket: 'day', points: 14 },
  '3w': { bucket: 'day', points: 21 },
  '4w': { bucket: 'day', points: 28 },
  '1m': { bucket: 'day', points: 30 },
  '2m': { bucket: 'week', points: 9 },
  '3m': { bucket: 'week', points: 13 },
  '6m': { bucket: 'month', points: 6 },
  '1y': { bucket: 'month', points: 12 },
} as const;
export type SalesPeriod = keyof typeof SALES_PERIODS;
export const DEFAULT_SALES_PERIOD: SalesPeriod = '4w';
/** Revenue counts paid and closed orders, on the day they were paid (or closed, when no payment was recorded). */
export const REVENUE_STATUSES: readonly OrderStatus[] = ['PAID', 'CLOSED'];
