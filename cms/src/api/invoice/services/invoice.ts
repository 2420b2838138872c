/**
 * Invoices (SPEC sections 3 and 4 "Invoice"). A draft (status DRAFT, no number) is edited freely; its
 * totals are computed on the server with the order rounding rule (`orderTotals`). `finalize` numbers it
 * in one transaction:
 * - the channel's series: prefix + serial zero-padded to the serial length, one series (continued) or
 *   one per Amsterdam year (the year is then part of the number); the channel's start serial applies
 *   to its first invoice; the counter row is advanced inside the transaction (services/counters.ts),
 *   so numbers are unique and gapless even when a finalisation fails halfway (it rolls back and gives
 *   its number back); a full series is refused (409 `invoice_serials_full`);
 * - a snapshot of the channel and the customer as they are, so later edits change nothing on it;
 * - the channel's numbering and identity freeze (channel service `markInvoicingStarted`);
 * - handlers registered with `onFinalize` run inside the transaction; the PDF and UBL are made after it.
 * A finalised invoice never changes and is never deleted (409 `invoice_final`).
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { amsterdamDay, invoiceInputFailures, type FieldFailure } from '@newsroom/config';
import { vatInEuro } from '../../../services/exchange-rates';
import { ConflictError, UnavailableError, UnprocessableError, refuseFields } from '../../../services/errors';
import { blank, lockRow, refOf, whereRef } from '../../../services/records';
import { entry } from '../../order/services/history';
import { lockInvoiceableOrder } from './order-link';
import { normaliseAddress } from '../../customer/services/customer';
import { invoiceNumbering, type SerialUsage } from './numbering';
import { invoiceSnapshot } from './snapshot';
import { draftFigures, finalFields } from './figures';
import { finalizeMany } from './finalize-many';
import type { Row, Trx } from '../../../strapi-types';

const UID = 'api::invoice.invoice';
const CHANNEL = 'api::channel.channel';
const CUSTOMER = 'api::customer.customer';
const MANDATE = 'api::mandate.mandate';
/** Thrown inside the numbering transaction to roll it back when the draft moved on since it was read. */
const DRAFT_MOVED = Symbol('draft moved');
export type FinalizeHandler = (event: { invoice: Row; trx: Trx }) => Promise<unknown>;

export default factories.createCoreService(UID, ({ strapi }) => {
  const finalizeHandlers: FinalizeHandler[] = [];
  const numbering = invoiceNumbering(strapi);

  const relation = async (uid: string, ref: unknown, path: string, failures: FieldFailure[]) => {
    if (blank(refOf(ref))) return null;
    const row = await strapi.db.query(uid).findOne({ where: whereRef(refOf(ref)) });
    if (!row) failures.push({ path: [path], code: 'notFound' });
    return row;
  };

  return {
    onFinalize(handler: FinalizeHandler) {
      finalizeHandlers.push(handler);
    },

    activeMandate: (customerId: number): Promise<Row | null> => strapi.service(MANDATE).activeFor(customerId),

    /** DIRECT_DEBIT: an active mandate and a creditor id, else 422 `mandate_missing` / `creditor_id_missing`. */
    async directDebitMandate(invoice: Row): Promise<Row | null> {
      if (invoice.paymentMethod !== 'DIRECT_DEBIT') return null;
      const mandate = await this.activeMandate(invoice.customer.id);
      if (!mandate)
        throw new UnprocessableError(
          'This invoice is paid by direct debit, but the customer has no active mandate: add a signed mandate to the customer, or choose another payment method.',
          { code: 'mandate_missing' },
        );
      if (!invoice.channel.creditorId)
        throw new UnprocessableError(
          `This invoice is paid by direct debit, but the channel ${invoice.channel.name} has no SEPA creditor identifier: add it to the channel first.`,
          { code: 'creditor_id_missing' },
        );
      return mandate;
    },

    /** Drafts only: the rules, the channel (default: the default channel) and the totals in cents. */
    async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
      const existing =
        action === 'update'
          ? await strapi.db.query(UID).findOne({ where: { documentId }, populate: { customer: true, channel: true } })
          : null;
      if (action === 'update' && !existing) return data; // Strapi answers 404
      if (existing && existing.status !== 'DRAFT')
        throw new ConflictError(
          `Invoice ${existing.serial} is final and cannot change: correct it with a credit note.`,
          { code: 'invoice_final' },
        );
      const input: Row = { ...(data ?? {}) };
      if (!existing && !blank(refOf(input.order)))
        Object.assign(input, await this.fromOrder(refOf(input.order), input));
      if (input.addressee && typeof input.addressee === 'object') input.addressee = normaliseAddress(input.addressee);
      const failures: FieldFailure[] = [];
      let channel: Row | null = existing?.channel ?? null;
      if (!blank(refOf(input.channel))) channel = await relation(CHANNEL, input.channel, 'channel', failures);
      else if (!existing) {
        channel = await strapi.service(CHANNEL).defaultChannel();
        if (channel) input.channel = channel.documentId;
      }
      const customer =
        'customer' in input
          ? await relation(CUSTOMER, input.customer, 'customer', failures)
          : (existing?.customer ?? null);
      // A draft has its parties from the start (a new customer is made first, in the console's dialog).
      const missing = (field: string, value: unknown) =>
        !value && (!existing || field in input) && !failures.some((f) => f.path[0] === field);
      if (missing('customer', customer)) failures.push({ path: ['customer'], code: 'required' });
      if (missing('channel', existing && blank(refOf(input.channel)) ? null : channel))
        failures.push({ path: ['channel'], code: 'required' });
      failures.push(
        ...invoiceInputFailures({
          ...(existing ?? {}),
          ...input,
          customer,
          // Direct debit takes the account of the customer's own IBAN, else of its active mandate.
          customerIban:
            customer?.iban ||
            (customer && (input.paymentMethod ?? existing?.paymentMethod) === 'DIRECT_DEBIT'
              ? (await this.activeMandate(customer.id))?.iban
              : null),
          customerVat: customer?.vatin,
        }),
      );
      if (failures.length) refuseFields(failures);
      const reverseCharge = (input.reverseCharge ?? existing?.reverseCharge) === true;
      if ('lines' in input || 'reverseCharge' in input || !existing)
        Object.assign(
          input,
          draftFigures(Array.isArray(input.lines) ? input.lines : (existing?.lines ?? []), reverseCharge),
        );
      if (channel) input.currency = channel.currency;
      if (!existing)
        Object.assign(input, {
          status: 'DRAFT',
          serial: null,
          history: [entry(strapi.requestContext.get()?.state?.user, 'create', { to: 'DRAFT' })],
        });
      return input;
    },

    /**
     * A draft made from an order: its lines, customer, channel, addressee and reference, unless the request
     * gives its own; the invoice links back to the order. 404 for an unknown order, 409 for a cancelled or
     * expired one.
     */
    async fromOrder(ref: unknown, given: Row) {
      const order = await strapi.db
        .query('api::order.order')
        .findOne({ where: whereRef(ref), populate: { customer: true, channel: true, addressee: true } });
      if (!order) refuseFields([{ path: ['order'], code: 'notFound' }]);
      if (['CANCELLED', 'EXPIRED'].includes(order.status))
        throw new ConflictError(`Order ${order.serial} is ${order.status.toLowerCase()} and cannot be invoiced.`, {
          code: 'order_not_invoiceable',
        });
      const { id: _id, ...addressee } = order.addressee ?? {};
      return {
        order: order.documentId,
        lines:
          given.lines ??
          (order.lines ?? []).map((l: Row) => ({
            description: l.description,
            unitPrice: l.unitPrice,
            quantity: l.quantity,
            taxPercentage: l.taxPercentage,
          })),
        customer: given.customer ?? order.customer?.documentId,
        channel: given.channel ?? order.channel?.documentId,
        ...(order.addressee && !given.addressee ? { addressee } : {}),
        reference: given.reference ?? order.reference ?? null,
      };
    },

    /** Finalises many drafts at once (./finalize-many.ts); answers the ids done, the others are for `finalize`. */
    async finalizeMany(ids: number[], now = new Date()): Promise<number[]> {
      const done = await finalizeMany(strapi, numbering, finalizeHandlers, ids, now);
      for (const id of done) this.afterIssue(id);
      return done;
    },

    /** The PDF and UBL are made after the commit, off the numbering path (the cron sweep catches up). */
    afterIssue(id: number) {
      strapi.service('api::invoice.documents').later(id);
    },

    /** Appends a history entry with the row locked (e-mails and reminders; money steps write their own). */
    async appendHistory(id: number, item: Row) {
      await strapi.db.transaction(async ({ trx }) => {
        await lockRow(strapi, trx, UID, { id });
        const row = await strapi.db.query(UID).findOne({ where: { id }, select: ['history'] });
        await strapi.db.query(UID).update({ where: { id }, data: { history: [...(row?.history ?? []), item] } });
      });
    },

    async assertDeletable(documentId: string) {
      const invoice = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['status', 'serial'] });
      if (invoice && invoice.status !== 'DRAFT')
        throw new ConflictError(
          `Invoice ${invoice.serial} is final and cannot be deleted: correct it with a credit note.`,
          { code: 'invoice_final' },
        );
    },

    /** Numbers and fixes a draft (see the file comment). `now` decides the Amsterdam date and year. */
    async finalize(documentId: string, staff: Row | null, options: { now?: Date } = {}): Promise<Row> {
      return (await this.finalizeWithUsage(documentId, staff, options)).invoice;
    },

    /** `finalize`, also answering how full the channel's series is after this number (no extra query). */
    async finalizeWithUsage(
      documentId: string,
      staff: Row | null,
      { now = new Date() }: { now?: Date } = {},
    ): Promise<{ invoice: Row; usage: SerialUsage }> {
      try {
        const final = await this.finalizeInTransaction(documentId, staff, now);
        this.afterIssue(final.invoice.id);
        return final;
      } catch (error: any) {
        if (error?.status || error?.name === 'ValidationError' || error?.name === 'NotFoundError') throw error;
        // SPEC section 8: the log line of a failed invoice creation. Nothing was kept: the draft stays a draft.
        strapi.log.error(`Maken factuur mislukt. Reden: ${error?.message ?? error}`);
        throw new UnavailableError(
          `The invoice could not be finalised: ${error?.message ?? error}. It is still a draft; try again.`,
          { code: 'invoice_finalize_failed' },
        );
      }
    },

    /**
     * The next number in the channel's series (invoices and credit notes share it), inside `trx`, for a
     * document dated `date` (services/numbering.ts).
     */
    async nextNumber(trx: Trx, channel: Row, now: Date, date = amsterdamDay(now)): Promise<string> {
      return (await numbering.next(trx, channel, now, date)).serial;
    },

    /** How full each active channel's current series is (or the one channel's). */
    serialUsage(now = new Date(), channelId?: number) {
      return numbering.usage(now, channelId);
    },

    /**
     * Reads and checks the draft first (its parties, the snapshot, the exchange rate, the content rules),
     * then numbers it in a short transaction: the counter and one update that applies only when the draft
     * did not change in between (else it starts again). Keeping the reads out of the locked part is what
     * lets many finalisations on one channel pass the counter quickly.
     */
    async finalizeInTransaction(
      documentId: string,
      staff: Row | null,
      now: Date,
      attempt = 1,
    ): Promise<{ invoice: Row; usage: SerialUsage }> {
      const invoice = await strapi.db.query(UID).findOne({
        where: { documentId },
        populate: {
          channel: { populate: { invoiceLogo: true } },
          customer: { populate: { addresses: true } },
          addressee: true,
          order: { select: ['id'] },
        },
      });
      if (!invoice) throw new errors.NotFoundError('Invoice not found.');
      if (invoice.status !== 'DRAFT')
        throw new ConflictError(`Invoice ${invoice.serial} is final already.`, { code: 'invoice_final' });
      const failures: FieldFailure[] = [];
      if (!invoice.customer) failures.push({ path: ['customer'], code: 'required' });
      if (!invoice.channel) failures.push({ path: ['channel'], code: 'required' });
      if (!invoice.lines?.length) failures.push({ path: ['lines'], code: 'atLeastOneInvoiceLine' });
      if (failures.length) refuseFields(failures);
      const channel = invoice.channel;
      if (!channel.isActive)
        throw new ConflictError(`The channel ${channel.name} is not active.`, { code: 'channel_inactive' });

      const invoiceDate = invoice.invoiceDate ?? amsterdamDay(now);
      // A date ahead would hold the whole series back until then (dates never go backwards).
      if (invoiceDate > amsterdamDay(now))
        throw new ConflictError(
          `An invoice cannot be dated in the future (${invoiceDate}): date it today or earlier.`,
          { code: 'invoice_date_future', invoiceDate },
        );
      const mandate = await this.directDebitMandate(invoice);
      const snapshot = invoiceSnapshot(invoice, mandate);
      const exchange = await vatInEuro(channel.currency, invoice.taxTotal);
      const data = finalFields({ ...invoice, channel }, { invoiceDate, snapshot, exchange, now, staff });
      // The locked part is three statements: the counter (its row lock queues the channel's other
      // finalisations from here to the commit), one conditional update of the draft and the commit.
      // The update finds nothing when the draft was finalised or edited since it was read: the
      // rollback then gives the number back.
      const outcome = await strapi.db
        .transaction(async ({ trx }) => {
          // The order first (a cancellation locks it first too): a cancelled or expired one is refused.
          if (invoice.order) await lockInvoiceableOrder(strapi, trx, invoice.order.id);
          const { serial, usage } = await numbering.next(trx, channel, now, invoiceDate);
          const { count } = await strapi.db.query(UID).updateMany({
            where: { id: invoice.id, status: 'DRAFT', updatedAt: invoice.updatedAt },
            data: { ...data, serial, updatedAt: now },
          });
          if (!count) throw DRAFT_MOVED;
          if (!channel.invoicingStartedAt) await strapi.service(CHANNEL).markInvoicingStarted(channel.id, now);
          for (const handler of finalizeHandlers) await handler({ invoice: { ...invoice, ...data, serial }, trx });
          return { serial, usage };
        })
        .catch((error) => (error === DRAFT_MOVED ? null : Promise.reject(error)));
      if (outcome) {
        // What the finalised row now holds, without reading it again: the draft as read, the fixed fields and the number.
        const { invoiceLogo: _logo, ...channelRow } = channel;
        const { addresses: _addresses, ...customerRow } = invoice.customer;
        const { addressee: _addressee, order: _order, ...row } = invoice;
        return {
          invoice: {
            ...row,
            ...data,
            serial: outcome.serial,
            updatedAt: now,
            channel: channelRow,
            customer: customerRow,
          },
          usage: outcome.usage,
        };
      }
      const current = await strapi.db.query(UID).findOne({ where: { id: invoice.id }, select: ['status', 'serial'] });
      if (!current) throw new errors.NotFoundError('Invoice not found.');
      if (current.status !== 'DRAFT')
        throw new ConflictError(`Invoice ${current.serial} is final already.`, { code: 'invoice_final' });
      // The draft was edited while it was being read: read it again (a few times at most).
      if (attempt >= 3)
        throw new ConflictError('The draft keeps changing while it is being finalised; try again.', {
          code: 'invoice_changing',
        });
      return this.finalizeInTransaction(documentId, staff, now, attempt + 1);
    },
  };
});
