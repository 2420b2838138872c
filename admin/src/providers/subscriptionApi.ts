import { request } from './http';

// ---- Subscriptions (issue #19): the customer's subscriptions tab ----

export type SubscriptionStatus = 'PENDING' | 'ACTIVE' | 'ENDED';
export type SubscriptionActionName = 'activate' | 'activate-now' | 'end';

/** A history entry as the server writes it (cms/src/api/order/services/history.ts). */
export interface SubscriptionHistoryEntry {
  at: string;
  by: { id: number | null; name: string };
  action: string;
  from?: string;
  to?: string;
  note?: string;
}

/** One subscription as GET /api/subscriptions answers it with the tab's populate. */
export interface Subscription {
  id: number;
  documentId: string;
  status: SubscriptionStatus;
  paymentMethod: 'CREDIT' | 'DIRECT_DEBIT';
  startDate: string | null;
  endDate: string | null;
  nextPaymentDate: string | null;
  endReason: string | null;
  product?: { documentId: string; name: string } | null;
  followUp?: { documentId: string; status: SubscriptionStatus; product?: { name: string } | null } | null;
  previous?: { documentId: string } | null;
  order?: { documentId: string; serial: string } | null;
  customer?: { documentId: string; displayName?: string | null } | null;
  history?: SubscriptionHistoryEntry[] | null;
}

export interface SubscriptionProduct {
  documentId: string;
  name: string;
}

const POPULATE =
  'populate[product][fields][0]=name' +
  '&populate[followUp][fields][0]=status&populate[followUp][populate][product][fields][0]=name' +
  '&populate[previous][fields][0]=status' +
  '&populate[order][fields][0]=serial';

export const subscriptionApi = {
  /** The customer's subscriptions, newest first (a customer has a handful; 100 is plenty). */
  customerSubscriptions: (customerDocumentId: string) =>
    request<{ data: Subscription[] }>(
      `/api/subscriptions?filters[customer][documentId][$eq]=${encodeURIComponent(customerDocumentId)}` +
        `&${POPULATE}&sort[0]=id:desc&pagination[pageSize]=100`,
      { silent: true },
    ),
  /** The subscriptions an order's lines made (the order page). */
  orderSubscriptions: (orderDocumentId: string) =>
    request<{ data: Subscription[] }>(
      `/api/subscriptions?filters[order][documentId][$eq]=${encodeURIComponent(orderDocumentId)}` +
        `&${POPULATE}&populate[customer][fields][0]=displayName&sort[0]=id:asc&pagination[pageSize]=100`,
      { silent: true },
    ),
  /** The products a subscription can be added for. */
  subscriptionProducts: () =>
    request<{ data: SubscriptionProduct[] }>(
      '/api/products?filters[type][$eq]=SUBSCRIPTION&fields[0]=name&sort[0]=name:asc&pagination[pageSize]=100',
      { silent: true },
    ),
  subscriptionAdd: (data: { customer: string; product: string; paymentMethod: string }) =>
    request<{ data: Subscription }>('/api/subscriptions', { method: 'POST', body: { data }, silent: true }),
  /** activate (with `startDate`), activate-now, end (with `endDate`). */
  subscriptionAction: (documentId: string, action: SubscriptionActionName, data: Record<string, string> = {}) =>
    request<{ data: Subscription }>(`/api/subscriptions/${encodeURIComponent(documentId)}/${action}`, {
      method: 'POST',
      body: { data },
      silent: true,
    }),
};
