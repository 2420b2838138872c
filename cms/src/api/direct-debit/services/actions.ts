/**
 * A collection's actions (service `api::direct-debit.actions`, `POST /api/direct-debits/:id/<action>`), from the
 * statuses @newsroom/config `DIRECT_DEBIT_ACTIONS` names:
 * - `retry`: the invoice's latest attempt, failed, is offered again as a new attempt (pending) while the
 *   invoice is still open;
 * - `cancel`: a pending one is cancelled (at the provider too; a bank collection already in a batch file is
 *   with the bank and cannot be);
 * - `to-payment-link`: the collection is given up (a pending one cancelled) and the invoice gets a payment
 *   link through `api::payment.payment` `linkFor`;
 * - `set-status`: test mode only (the built-in test provider): a tester moves it to paid or failed by hand.
 */
import { errors } from '@strapi/utils';
import { DIRECT_DEBIT_ACTIONS, DIRECT_DEBIT_MANUAL_STATUSES, PAYMENT_PROVIDER_CURRENCIES } from '@newsroom/config';
import { ConflictError, isUniqueViolation, refuseFields } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { paymentProviderFromEnv } from '../../../services/payments';
import type { Staff } from '../../order/services/history';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::direct-debit.direct-debit';
const INVOICE = 'api::invoice.invoice';

export default ({ strapi }: WithStrapi) => {
  const collections = () => strapi.service(UID);
  const find = async (documentId: string) => {
    const row = await strapi.db.query(UID).findOne({ where: { documentId } });
    if (!row) throw new errors.NotFoundError('Direct debit not found.');
    return row;
  };
  const refuseFrom = (row: Row, action: keyof typeof DIRECT_DEBIT_ACTIONS) => {
    if (!(DIRECT_DEBIT_ACTIONS[action].from as readonly string[]).includes(row.status))
      throw new ConflictError(`A ${row.status} direct debit cannot be given the action ${action}.`, {
        code: 'direct_debit_illegal_transition',
        status: row.status,
        action,
      });
  };
  const latestAttempt = async (invoiceId: number) =>
    (await strapi.db.query(UID).findOne({ where: { invoiceKey: invoiceId }, orderBy: { attempt: 'desc' } }))?.attempt;
  const refuseIfNotLatest = async (row: Row) => {
    if ((await latestAttempt(row.invoiceKey)) !== row.attempt)
      throw new ConflictError('A later attempt of this invoice exists: act on that one.', {
        code: 'direct_debit_not_latest',
      });
  };
  const openInvoice = async (id: number) => {
    const invoice = await strapi.db
      .query(INVOICE)
      .findOne({ where: { id }, populate: { channel: true, customer: true } });
    if (!invoice || invoice.status !== 'PENDING' || !(invoice.openAmount > 0))
      throw new ConflictError('The invoice is paid or closed: there is nothing left to collect.', {
        code: 'invoice_not_open',
      });
    return invoice;
  };
  /** Cancels a pending collection: at the provider first (it may refuse: already with the bank), then here. */
  const cancel = async (row: Row, staff: Staff, note?: string) => {
    if (row.provider === 'bank' && row.batchDate)
      throw new ConflictError(
        `This collection is in the bank's batch file of ${row.batchDate}: the bank collects it; cancel it at the bank.`,
        { code: 'direct_debit_in_batch', batchDate: row.batchDate },
      );
    if (row.provider !== 'bank' && row.providerId) {
      const adapter = paymentProviderFromEnv(strapi);
      if (adapter.name === row.provider && !(await adapter.recurring.cancelCollection(row.providerId)))
        throw new ConflictError('The payment provider can no longer cancel this collection: it is with the bank.', {
          code: 'direct_debit_not_cancelable',
        });
    }
    return collections().move(row.id, 'canceled', { staff, note });
  };

  return {
    async retry(documentId: string, staff: Staff, now = new Date()) {
      const row = await find(documentId);
      refuseFrom(row, 'retry');
      await refuseIfNotLatest(row);
      try {
        return await strapi.db.transaction(async ({ trx }) => {
          await lockRow(strapi, trx, UID, { id: row.id });
          const invoice = await openInvoice(row.invoiceKey);
          if ((await latestAttempt(row.invoiceKey)) !== row.attempt) await refuseIfNotLatest(row);
          return collections().createAttempt(invoice, row.attempt + 1, staff, now);
        });
      } catch (error) {
        // Two retries at once: the unique (invoice, attempt) index lets one through.
        if (isUniqueViolation(error, 'direct_debits_invoice_attempt_uq')) await refuseIfNotLatest(row);
        throw error;
      }
    },

    async cancel(documentId: string, staff: Staff) {
      const row = await find(documentId);
      refuseFrom(row, 'cancel');
      return cancel(row, staff);
    },

    async toPaymentLink(documentId: string, staff: Staff) {
      const row = await find(documentId);
      refuseFrom(row, 'to-payment-link');
      await refuseIfNotLatest(row);
      const invoice = await openInvoice(row.invoiceKey);
      // linkFor's own refusal first, so a collection is not given up for a link that cannot be made.
      if (!invoice.channel?.paymentProviderEnabled || !PAYMENT_PROVIDER_CURRENCIES.includes(invoice.currency))
        throw new ConflictError(
          `Payments through the provider are not switched on for the channel ${invoice.channel?.name ?? ''}.`,
          { code: 'payment_provider_disabled' },
        );
      if (row.status === 'pending') await cancel(row, staff, 'converted to a payment link');
      await strapi.service('api::payment.payment').linkFor(invoice.documentId, staff);
      return strapi.db.query(UID).findOne({ where: { id: row.id } });
    },

    async setStatus(documentId: string, input: Row, staff: Staff) {
      const row = await find(documentId);
      if (row.provider !== 'test')
        throw new ConflictError(
          'Only a collection through the built-in test provider (test mode) can have its status set by hand.',
          { code: 'direct_debit_not_test_mode' },
        );
      const status = input?.status;
      if (!(DIRECT_DEBIT_MANUAL_STATUSES as readonly string[]).includes(status))
        refuseFields([
          { path: ['status'], code: 'oneOf', params: { values: DIRECT_DEBIT_MANUAL_STATUSES.join(', ') } },
        ]);
      const bankReason = input?.bankReason == null ? null : String(input.bankReason).trim().slice(0, 200) || null;
      refuseFrom(row, 'set-status');
      return strapi.service(UID).move(row.id, status, {
        staff,
        reported: status === 'failed' ? { bankReason } : {},
        note: 'set by hand (test mode)',
      });
    },
  };
};
