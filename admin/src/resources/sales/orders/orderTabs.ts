import { CLOSED_ORDER_STATUSES, OPEN_ORDER_STATUSES, type OrderStatus } from '@newsroom/config';

export type OrderTab = 'open' | 'closed';
export const TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = {
  open: OPEN_ORDER_STATUSES,
  closed: CLOSED_ORDER_STATUSES,
};

const statusList = (status: unknown): string[] =>
  Array.isArray(status) ? status.map(String) : status ? [String(status)] : [];

/** The list's `status` filter is the tab's statuses, or one of them picked in the status filter. */
export const tabOf = (status: unknown): OrderTab => {
  const list = statusList(status);
  return list.length > 0 && list.every((s) => (CLOSED_ORDER_STATUSES as readonly string[]).includes(s))
    ? 'closed'
    : 'open';
};

export const hasStatusFilter = (status: unknown) => statusList(status).length > 0;

/** The list filter of a tab, e.g. for a link to the open orders of a channel. */
export const tabFilter = (tab: OrderTab, extra: Record<string, unknown> = {}) => ({
  status: [...TAB_STATUSES[tab]],
  ...extra,
});
