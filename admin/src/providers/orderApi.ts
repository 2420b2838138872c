import type { OrderAction, SalesPeriod } from '@newsroom/config';
import { request } from './http';

// ---- Sales orders (/sales/orders) and the sales dashboard (/sales/overview) ----

/** One channel of GET /api/orders/revenue: amounts in cents, in the channel's own currency. */
export interface RevenueChannel {
  documentId: string;
  name: string;
  currency: string;
  isDefault: boolean;
  /** Revenue of the period (paid and closed orders, incl. VAT). */
  total: number;
  /** How many orders made that revenue. */
  orders: number;
  /** Revenue per bucket, one number per entry of `starts`. */
  series: number[];
  /** Orders still open now (pending or paid), whatever the period. */
  open: { count: number; amount: number };
}

export interface RevenueReport {
  period: SalesPeriod;
  bucket: 'day' | 'week' | 'month';
  /** ISO start of each bucket, Amsterdam days, weeks or months. */
  starts: string[];
  channels: RevenueChannel[];
}

/**
 * Named calls of the order screens. The actions are silent: the order screen explains a refusal
 * (illegal_transition, not_due) in the user's language instead of the server's English toast.
 */
export const orderApi = {
  /** POST /api/orders/:documentId/{pay|close|reopen|cancel|expire|release}: the order as it is afterwards. */
  orderAction: (documentId: string, action: OrderAction) =>
    request<{ data: Record<string, unknown> }>(`/api/orders/${encodeURIComponent(documentId)}/${action}`, {
      method: 'POST',
      body: {},
      silent: true,
    }),
  orderRevenue: (period: SalesPeriod) =>
    request<{ data: RevenueReport }>(`/api/orders/revenue?period=${encodeURIComponent(period)}`),
};
