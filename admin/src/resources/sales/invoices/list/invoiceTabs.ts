import { amsterdamToday, type InvoiceStatus } from '../invoiceRecord';

/** SPEC section 2: the invoice list's tabs, in this order. */
export const INVOICE_TABS = ['pending', 'closed', 'drafts', 'expired'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

const STATUS: Record<InvoiceTab, InvoiceStatus> = {
  pending: 'PENDING',
  closed: 'CLOSED',
  drafts: 'DRAFT',
  expired: 'PENDING',
};
/** The filters a tab owns; the rest (search, channel, customer, dates) stays when the tab changes. */
export const TAB_KEYS = ['status', 'dueDate_lt'] as const;

/**
 * The list filter of a tab. Expired: pending with a due date before today (Amsterdam), so an invoice
 * due today is not expired yet.
 */
export const tabFilter = (tab: InvoiceTab, today = amsterdamToday()): Record<string, string> =>
  tab === 'expired' ? { status: 'PENDING', dueDate_lt: today } : { status: STATUS[tab] };

export const tabOf = (filter: Record<string, unknown> = {}): InvoiceTab => {
  if (filter.status === 'DRAFT') return 'drafts';
  if (filter.status === 'CLOSED') return 'closed';
  return filter.dueDate_lt ? 'expired' : 'pending';
};

/** Whether the filter is exactly what a tab sets (a stale "expired" date of yesterday is not). */
export const isTabFilter = (filter: Record<string, unknown> = {}, today = amsterdamToday()) => {
  const expected = tabFilter(tabOf(filter), today);
  return TAB_KEYS.every((key) => (filter[key] ?? undefined) === expected[key]);
};

/** The filter values with the tab's own part replaced. */
export const withTab = (filter: Record<string, unknown>, tab: InvoiceTab, today = amsterdamToday()) => {
  const rest = Object.fromEntries(
    Object.entries(filter).filter(([key]) => !(TAB_KEYS as readonly string[]).includes(key)),
  );
  return { ...rest, ...tabFilter(tab, today) };
};
