import { hasThreeDecimals } from '@newsroom/config';
import type { InvoiceLine, InvoiceRecord } from '../invoiceRecord';
import { invoiceExpanded } from '../invoiceRecord';

export interface CreditableLine {
  index: number;
  description: string;
  unitPrice: number;
  quantity: number;
  /** Not yet credited by the invoice's earlier credit notes (their lines name the original line). */
  remaining: number;
}

/** The invoice's lines with what is left to credit of each. */
export const creditableLines = (record: InvoiceRecord | undefined): CreditableLine[] => {
  const notes = invoiceExpanded(record).creditNotes ?? [];
  const credited = (index: number) =>
    notes.reduce(
      (sum, note) =>
        sum +
        ((Array.isArray(note.lines) ? note.lines : []) as Array<{ line?: number; quantity?: number }>)
          .filter((l) => l.line === index)
          .reduce((s, l) => s + Number(l.quantity ?? 0), 0),
      0,
    );
  return ((record?.lines ?? []) as InvoiceLine[]).map((line, index) => ({
    index,
    description: String(line.description ?? ''),
    unitPrice: Number(line.unitPrice ?? 0),
    quantity: Number(line.quantity ?? 0),
    // In thousandths, as the server counts (quantities have up to three decimals).
    remaining: Math.max(0, Math.round((Number(line.quantity ?? 0) - credited(index)) * 1000) / 1000),
  }));
};

/** A typed quantity to credit: from 0 up to what is left of the line, with at most three decimals. */
export const creditQuantityFailure = (
  typed: string,
  remaining: number,
): { code: string; params?: Record<string, unknown> } | null => {
  if (!typed.trim()) return null;
  const quantity = Number(typed);
  if (!Number.isFinite(quantity)) return { code: 'numeric' };
  if (!hasThreeDecimals(quantity)) return { code: 'decimals', params: { max: 3 } };
  if (quantity < 0) return { code: 'minValue', params: { min: 0 } };
  if (quantity > remaining) return { code: 'maxValue', params: { max: remaining } };
  return null;
};
