/**
 * The parts of writing an invoice that are the same whichever path writes it (the invoice service one at a
 * time, a subscription run in batches): a draft's lines and totals, and the fields a finalisation fixes.
 */
import { CONTENT_RULE_HINTS, addDays, invoiceContentFailures, invoiceDocument, orderTotals } from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import { entry } from '../../order/services/history';
import type { Row } from '../../../strapi-types';

/** A line's VAT ground for 0 % and its own service period, kept only when given. */
const lineExtras = (l: Row) => ({
  ...(l.vatCategory ? { vatCategory: l.vatCategory } : {}),
  ...(l.periodStart ? { periodStart: l.periodStart, periodEnd: l.periodEnd } : {}),
});

/** A draft's stored lines and totals in cents (reverse charge: the lines carry 0 %). */
export function draftFigures(given: Row[], reverseCharge: boolean) {
  const lines = given.map((l) => (reverseCharge ? { ...l, taxPercentage: 0 } : l));
  const totals = orderTotals(
    lines.map((l) => ({
      quantity: Number(l.quantity),
      unitPrice: Number(l.unitPrice),
      taxPercentage: Number(l.taxPercentage),
    })),
  );
  return {
    lines: lines.map((l, i) => ({
      description: String(l.description).trim(),
      quantity: Number(l.quantity),
      unitPrice: Number(l.unitPrice),
      taxPercentage: Number(l.taxPercentage),
      amount: totals.lineAmounts[i],
      ...lineExtras(l),
    })),
    taxes: totals.taxes,
    subtotal: totals.subtotal,
    taxTotal: totals.taxTotal,
    total: totals.total,
  };
}

/**
 * The fields a finalisation fixes on a draft read with its channel, customer and addressee, once the
 * content rules (art. 226, "factuureisen") pass; 409 `invoice_incomplete` naming what is missing.
 */
export function finalFields(
  invoice: Row,
  {
    invoiceDate,
    snapshot,
    exchange,
    now,
    staff,
  }: { invoiceDate: string; snapshot: Row; exchange: Row | null; now: Date; staff: Row | null },
): Row {
  const channel = invoice.channel;
  const missing = invoiceContentFailures(
    invoiceDocument({
      ...invoice,
      kind: 'INVOICE',
      serial: 'X',
      invoiceDate,
      currency: channel.currency,
      snapshot,
      exchange,
    }),
  );
  if (missing.length) {
    throw new ConflictError(
      `This invoice cannot be issued without ${missing.map((m) => CONTENT_RULE_HINTS[m]).join(', ')}.`,
      { code: 'invoice_incomplete', missing },
    );
  }
  const paymentTerm = invoice.paymentTerm ?? channel.invoiceDefaultPaymentTerm ?? 14;
  return {
    kind: 'INVOICE',
    status: 'PENDING',
    invoiceDate,
    paymentTerm,
    dueDate: addDays(invoiceDate, paymentTerm),
    finalizedAt: now,
    currency: channel.currency,
    paid: 0,
    credited: 0,
    openAmount: invoice.total,
    exchange,
    snapshot,
    history: [
      ...(invoice.history ?? []),
      { ...entry(staff, 'finalize', { from: 'DRAFT', to: 'PENDING' }), at: now.toISOString() },
    ],
  };
}
