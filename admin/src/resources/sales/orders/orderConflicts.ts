import { ApiError } from '@/providers/apiError';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const KNOWN = ['sold_out', 'ticket_sale_closed', 'serials_exhausted', 'order_fixed', 'illegal_transition', 'not_due'];

/** A 409 of the order API in the user's language; anything unknown keeps the server's text. */
export const conflictText = (error: unknown, translate: Translate, extra: Record<string, unknown> = {}): string => {
  if (!(error instanceof ApiError))
    return translate('app.orders.conflicts.other', { message: error instanceof Error ? error.message : String(error) });
  const code = error.code;
  if (!code || !KNOWN.includes(code)) return translate('app.orders.conflicts.other', { message: error.message });
  const details = error.details;
  const fields = Array.isArray(details.fields) ? details.fields.join(', ') : '';
  // sold_out says how many are left, in the singular or plural.
  const count = typeof details.left === 'number' ? { smart_count: details.left } : {};
  return translate(`app.orders.conflicts.${code}`, { ...details, ...count, fields, ...extra, _: error.message });
};

/** Sold out: the quantity of the line(s) with that product says how many are left. */
export const soldOutLineErrors = (error: ApiError, lines: unknown, translate: Translate) => {
  if (error.code !== 'sold_out') return undefined;
  const text = translate('app.orders.conflicts.sold_out_line', { left: error.details.left ?? 0 });
  const entries = (Array.isArray(lines) ? lines : []).flatMap((line, i) =>
    line?.product === error.details.product ? [[String(i), { quantity: text }]] : [],
  );
  return entries.length ? { lines: Object.fromEntries(entries) } : undefined;
};
