/**
 * Money on issued invoices (service `api::invoice.settlement`): payments and credit notes. Each step
 * runs in one transaction with the invoice's row locked and keeps the balance rules of
 * @newsroom/config `invoice-settlement` (paid + credited never above the total, closed exactly when
 * nothing is open). Every step goes into the invoice's history with who, when and how much.
 * - `pay`: a received amount, at most the open amount (400 `exceedsOpen`) unless `overpayment: true`
 *   accepts the excess; partial payments allowed.
 * - `registerProviderPayment` / `reverseProviderPayment`: the same for the payment provider, once per
 *   provider payment id (a repeated webhook changes nothing).
 * - `refund`: settles money owed back to the customer (`refundDue`: overpayments and credited payments).
 * - `credit`: a credit note, its own document numbered in the channel's series, referring to the
 *   invoice's number and date, for all or some lines, never more than is still creditable.
 */
import { errors } from '@strapi/utils';
import {
  amsterdamDay,
  applyCredit,
  applyPayment,
  creditNoteLines,
  openAmount,
  paymentFailure,
  receivePayment,
  refundFailure,
  reversePayment,
  type Balance,
  type CreditRequest,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { entry } from '../../order/services/history';
import type { WithStrapi } from '../../../strapi-types';

const UID = 'api::invoice.invoice';
type Row = Record<string, any>;

const balanceOf = (invoice: Row): Balance => ({
  total: Number(invoice.total),
  paid: Number(invoice.paid ?? 0),
  credited: Number(invoice.credited ?? 0),
});
/** Money owed back to the customer on this invoice, not yet refunded. */
const refundDueOf = (invoice: Row) => Number(invoice.refundDue ?? 0);
const cents = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

/** The fields that follow from a balance: the open amount, and CLOSED with its date once it is zero. */
const settled = (invoice: Row, balance: Balance, now: Date) => {
  const open = openAmount(balance);
  const status = open === 0 ? 'CLOSED' : 'PENDING';
  return {
    paid: balance.paid,
    credited: balance.credited,
    openAmount: open,
    status,
    closedDate: status === 'CLOSED' ? (invoice.closedDate ?? amsterdamDay(now)) : null,
  };
};

/** Runs inside the payment's transaction when a payment settles an invoice in full (not a credit note). */
export type PaidInFullHandler = (event: { invoice: Row; now: Date }) => Promise<unknown>;

export default ({ strapi }: WithStrapi) => {
  const paidHandlers: PaidInFullHandler[] = [];
  /** The invoice as written; the paid-in-full handlers when this payment closed it. */
  const afterPayment = async (before: Row, written: Row, now: Date) => {
    if (written?.status === 'CLOSED' && before.status !== 'CLOSED')
      for (const handler of paidHandlers) await handler({ invoice: written, now });
    return written;
  };

  /** Runs `work` with the invoice locked; 404 when unknown, 409 for drafts and credit notes. */
  const withIssuedInvoice = <T>(documentId: string, work: (invoice: Row, trx: any) => Promise<T>) =>
    strapi.db.transaction(async ({ trx }) => {
      if (!(await lockRow(strapi, trx, UID, { documentId }))) throw new errors.NotFoundError('Invoice not found.');
      const invoice = await strapi.db
        .query(UID)
        .findOne({ where: { documentId }, populate: { channel: true, customer: true } });
      if (invoice.status === 'DRAFT')
        throw new ConflictError('This invoice is a draft: finalise it before registering payments or credit notes.', {
          code: 'invoice_not_final',
        });
      if (invoice.kind === 'CREDIT_NOTE')
        throw new ConflictError('A credit note takes no payments or credit notes of its own.', {
          code: 'invoice_is_credit_note',
        });
      return work(invoice, trx);
    });

  /** The same by row id (the payment provider's side); null when the invoice is gone. */
  const withIssuedInvoiceId = async <T>(id: number, work: (invoice: Row, trx: any) => Promise<T>) => {
    const invoice = await strapi.db.query(UID).findOne({ where: { id }, select: ['documentId'] });
    return invoice ? withIssuedInvoice(invoice.documentId, work) : null;
  };

  const update = (invoice: Row, data: Row) =>
    strapi.db.query(UID).update({ where: { id: invoice.id }, data, populate: { channel: true, customer: true } });

  const service = {
    onPaidInFull(handler: PaidInFullHandler) {
      paidHandlers.push(handler);
    },

    async pay(documentId: string, input: Row, staff: Row | null, { now = new Date() } = {}) {
      return withIssuedInvoice(documentId, async (invoice) => {
        const amount = cents(input?.amount);
        const failure = paymentFailure(balanceOf(invoice), amount, input?.overpayment === true);
        if (failure) refuseFields([{ path: ['amount'], ...failure }]);
        const note = input?.note == null ? undefined : String(input.note).slice(0, 500);
        // The excess never enters `paid` (the open amount stays at least zero): it is owed back.
        const { balance, applied, excess } = receivePayment(balanceOf(invoice), Number(amount));
        const next = settled(invoice, balance, now);
        const history = [
          ...(invoice.history ?? []),
          entry(staff, 'payment', {
            amount: applied,
            note,
            ...(excess ? { excess } : {}),
            ...(next.status === 'CLOSED' && invoice.status !== 'CLOSED' ? { to: 'CLOSED' } : {}),
          }),
        ];
        return afterPayment(
          invoice,
          await update(invoice, { ...next, refundDue: refundDueOf(invoice) + excess, history }),
          now,
        );
      });
    },

    /**
     * A payment the provider reports as paid: registered once per provider payment id (`reference`).
     * More than is open (two links paid) is registered up to the open amount and the rest noted.
     */
    async registerProviderPayment(
      invoiceId: number,
      payment: { reference: string; amount: number; provider: string },
      { now = new Date() } = {},
    ) {
      return withIssuedInvoiceId(invoiceId, async (row) => {
        if ((row.history ?? []).some((h: Row) => h.action === 'payment' && h.reference === payment.reference))
          return row;
        const open = openAmount(balanceOf(row));
        const amount = Math.min(open, payment.amount);
        const extra = payment.amount - amount;
        const balance = amount > 0 ? applyPayment(balanceOf(row), amount) : balanceOf(row);
        const next = settled(row, balance, now);
        const note = `${payment.provider} ${payment.reference}${extra > 0 ? `; ${extra} cents more than was open, to be refunded` : ''}`;
        const history = [
          ...(row.history ?? []),
          entry(null, 'payment', {
            amount,
            reference: payment.reference,
            note,
            ...(next.status === 'CLOSED' ? { to: 'CLOSED' } : {}),
          }),
        ];
        return afterPayment(
          row,
          await update(row, { ...next, refundDue: refundDueOf(row) + extra, paymentStatus: 'paid', history }),
          now,
        );
      });
    },

    /** A refund or chargeback of a provider payment: the payment is taken back once and the invoice reopens. */
    async reverseProviderPayment(
      invoiceId: number,
      payment: { reference: string; amount: number; provider: string; reason: 'refunded' | 'charged_back' },
      { now = new Date() } = {},
    ) {
      return withIssuedInvoiceId(invoiceId, async (row) => {
        const history: Row[] = row.history ?? [];
        const paid = history.find((h) => h.action === 'payment' && h.reference === payment.reference);
        if (!paid || history.some((h) => h.action === payment.reason && h.reference === payment.reference)) return row;
        const taken = Math.min(payment.amount, Number(paid.amount));
        const balance = reversePayment(balanceOf(row), taken);
        // What the provider returned beyond the applied part was the excess owed back: no longer owed.
        const excessBack = Math.min(Math.max(0, payment.amount - taken), refundDueOf(row));
        const next = settled(row, balance, now);
        return update(row, {
          ...next,
          refundDue: refundDueOf(row) - excessBack,
          paymentStatus: payment.reason,
          history: [
            ...history,
            entry(null, payment.reason, {
              amount: Number(paid.amount),
              reference: payment.reference,
              note: payment.provider,
              to: next.status,
            }),
          ],
        });
      });
    },

    /** Issues a credit note for `documentId` (see the file comment); returns the credit note. */
    async credit(documentId: string, input: Row, staff: Row | null, { now = new Date(), inTransaction = false } = {}) {
      const creditNote = await withIssuedInvoice(documentId, async (invoice, trx) => {
        const earlier = await strapi.db
          .query(UID)
          .findMany({ where: { creditOf: { id: invoice.id } }, select: ['lines', 'taxes'] });
        const request: CreditRequest = input?.lines === undefined || input?.lines === null ? undefined : input.lines;
        const note = creditNoteLines(
          { lines: invoice.lines ?? [], taxes: invoice.taxes ?? [] },
          earlier.map((n: Row) => ({ lines: n.lines ?? [], taxes: n.taxes ?? [] })),
          request,
        );
        if (!('total' in note)) {
          if (note.failures.length === 1 && note.failures[0].code === 'nothingToCredit') {
            throw new ConflictError(`Invoice ${invoice.serial} has nothing left to credit.`, {
              code: 'nothing_creditable',
            });
          }
          refuseFields(note.failures);
        }
        const { balance, refund } = applyCredit(balanceOf(invoice), note.total);
        const channel = invoice.channel;
        const serial = await strapi.service(UID).nextNumber(trx, channel, now);
        const reason = input?.reason == null ? null : String(input.reason).slice(0, 500);
        const creditNote = await strapi.db.query(UID).create({
          data: {
            kind: 'CREDIT_NOTE',
            status: 'CLOSED',
            serial,
            channel: channel.id,
            customer: invoice.customer?.id ?? null,
            creditOf: invoice.id,
            description: reason,
            lines: note.lines,
            taxes: note.taxes,
            subtotal: note.subtotal,
            taxTotal: note.taxTotal,
            total: note.total,
            paid: 0,
            credited: 0,
            openAmount: 0,
            currency: invoice.currency,
            invoiceDate: amsterdamDay(now),
            closedDate: amsterdamDay(now),
            finalizedAt: now,
            reference: invoice.reference,
            comments: reason,
            paymentMethod: invoice.paymentMethod,
            reverseCharge: invoice.reverseCharge,
            exchange: invoice.exchange
              ? { ...invoice.exchange, taxTotalEur: Math.round(note.taxTotal / invoice.exchange.rate) }
              : null,
            snapshot: { ...invoice.snapshot, creditOf: { serial: invoice.serial, invoiceDate: invoice.invoiceDate } },
            history: [entry(staff, 'create', { to: 'CLOSED', note: `credit note of ${invoice.serial}` })],
            publishedAt: now,
          },
        });
        const next = settled(invoice, balance, now);
        const history = [
          ...(invoice.history ?? []),
          entry(staff, 'creditNote', {
            amount: note.total,
            note: `${serial}${refund ? `; ${refund} cents to refund` : ''}`,
            ...(next.status !== invoice.status ? { to: next.status } : {}),
          }),
        ];
        await update(invoice, { ...next, refundDue: refundDueOf(invoice) + refund, history });
        return strapi.db
          .query(UID)
          .findOne({ where: { id: creditNote.id }, populate: { channel: true, customer: true, creditOf: true } });
      });
      // Inside another transaction (an order's cancellation) the files wait for the sweep or the first download.
      if (!inTransaction) strapi.service(UID).afterIssue(creditNote.id);
      return creditNote;
    },

    /** Money owed back paid out to the customer: all of it, or `amount` cents of it (409 when nothing is owed). */
    async refund(documentId: string, input: Row, staff: Row | null) {
      return withIssuedInvoice(documentId, async (invoice) => {
        const due = refundDueOf(invoice);
        if (due === 0)
          throw new ConflictError(`Nothing is owed back to the customer on invoice ${invoice.serial}.`, {
            code: 'nothing_to_refund',
          });
        const amount = input?.amount === undefined || input?.amount === null ? due : cents(input.amount);
        const failure = refundFailure(due, amount);
        if (failure) refuseFields([{ path: ['amount'], ...failure }]);
        const note = input?.note == null ? undefined : String(input.note).slice(0, 500);
        const history = [...(invoice.history ?? []), entry(staff, 'refund', { amount: Number(amount), note })];
        return update(invoice, { refundDue: due - Number(amount), history });
      });
    },
  };
  return service;
};
