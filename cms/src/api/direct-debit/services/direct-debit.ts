/**
 * Direct-debit collections (service `api::direct-debit.direct-debit`; docs/subscriptions.md "Direct debit").
 * - `onInvoiceFinalized` (an invoice service `onFinalize` handler): an invoice paid by DIRECT_DEBIT gets its
 *   first collection (attempt 1, pending) inside the finalisation's transaction; a unique (invoice, attempt)
 *   index makes it exactly one.
 * - `move`: every status change, with the row locked, by the state table of @newsroom/config
 *   `DIRECT_DEBIT_TRANSITIONS` (409 `direct_debit_illegal_transition` otherwise), into the row's history, the
 *   invoice's `directDebitStatus` in the same transaction. Paid registers the payment on the invoice once
 *   (settlement `registerProviderPayment`, keyed by the collection's reference) and moves the mandate to
 *   RCUR; failed after paid takes the payment back (`reverseProviderPayment`).
 * - The actions (retry, cancel, to-payment-link, set-status) are in `actions.ts`; the provider's side
 *   (submitting, webhooks) in `provider.ts`; the bank's batch file and returns in `bank.ts`.
 */
import { factories } from '@strapi/strapi';
import {
  amsterdamDay,
  canMoveDirectDebit,
  collectionDueDate,
  sepaText,
  type DirectDebitProvider,
  type DirectDebitStatus,
} from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { paymentProviderFromEnv } from '../../../services/payments';
import { entry, type Staff } from '../../order/services/history';
import type { Row, Trx } from '../../../strapi-types';

const UID = 'api::direct-debit.direct-debit';
const INVOICE = 'api::invoice.invoice';
const MANDATE = 'api::mandate.mandate';

/** Extra fields a provider or a bank reports with a status (bank reason, transfer reference, card fields). */
export type Reported = Partial<
  Record<
    'bankReason' | 'transferReference' | 'consumerName' | 'consumerAccount' | 'cardNumber' | 'cardHolder' | 'cardLabel',
    string | null
  >
>;

/** The collection's end-to-end reference: the invoice number, the invoice's row id and the attempt (unique). */
export const collectionReference = (serial: string, invoiceId: number, attempt: number) => {
  const tail = `-${invoiceId}-${attempt}`;
  const head = sepaText(serial, 35).replace(/[^A-Za-z0-9]/g, '') || 'DD';
  return `${head.slice(0, 35 - tail.length)}${tail}`;
};

export default factories.createCoreService(UID, ({ strapi }) => {
  /**
   * Who collects (written down in docs/subscriptions.md): `DIRECT_DEBIT_PROVIDER=bank` sends every collection
   * to the bank file; otherwise a channel with the payment provider switched on collects through it (the
   * test provider or Mollie), and a channel without one through the bank file.
   */
  const providerFor = (channel: Row | null | undefined): DirectDebitProvider =>
    process.env.DIRECT_DEBIT_PROVIDER === 'bank' || !channel?.paymentProviderEnabled
      ? 'bank'
      : paymentProviderFromEnv(strapi).name;

  /** The invoice shows its latest collection's status (kept in the transaction of every change). */
  const showOnInvoice = async (invoiceId: number) => {
    const latest = await strapi.db
      .query(UID)
      .findOne({ where: { invoiceKey: invoiceId }, orderBy: { attempt: 'desc' }, select: ['status'] });
    await strapi.db
      .query(INVOICE)
      .update({ where: { id: invoiceId }, data: { directDebitStatus: latest?.status ?? null } });
  };

  const service = {
    providerFor,
    showOnInvoice,

    /**
     * The onFinalize handler: the first collection of an invoice paid by direct debit. Without an active mandate
     * (or in another currency than euros) the invoice is still issued, without a collection, and its history says
     * why (staff send a payment link instead). Refusing would hold back every invoice of a customer whose mandate
     * still lives in the old customer component.
     */
    async onInvoiceFinalized({ invoice }: { invoice: Row; trx: Trx }) {
      if (invoice.kind === 'CREDIT_NOTE' || invoice.paymentMethod !== 'DIRECT_DEBIT') return;
      const mandate = invoice.customer?.id ? await strapi.service(MANDATE).activeFor(invoice.customer.id) : null;
      const why =
        invoice.currency !== 'EUR'
          ? `a SEPA direct debit is in euros, not ${invoice.currency}`
          : !mandate
            ? 'the customer has no active mandate'
            : null;
      if (why) {
        const row = await strapi.db.query(INVOICE).findOne({ where: { id: invoice.id }, select: ['history'] });
        await strapi.db.query(INVOICE).update({
          where: { id: invoice.id },
          data: { history: [...(row?.history ?? []), entry(null, 'directDebit', { note: `not collected: ${why}` })] },
        });
        return;
      }
      await service.createAttempt(invoice, 1, null);
    },

    /**
     * A pending collection `attempt` of `invoice` (with its channel and customer), under the customer's active
     * mandate, inside the caller's transaction; it goes to the provider after the commit.
     */
    async createAttempt(invoice: Row, attempt: number, staff: Staff, now = new Date()) {
      if (invoice.currency !== 'EUR')
        throw new ConflictError(`A SEPA direct debit is in euros; this invoice is in ${invoice.currency}.`, {
          code: 'direct_debit_currency',
        });
      const mandate = invoice.customer?.id ? await strapi.service(MANDATE).activeFor(invoice.customer.id) : null;
      if (!mandate)
        throw new ConflictError(
          'This invoice is paid by direct debit, but its customer has no active mandate: add a signed mandate first, or choose another payment method.',
          { code: 'direct_debit_no_mandate' },
        );
      const provider = providerFor(invoice.channel);
      const dueDate = collectionDueDate(invoice.dueDate, amsterdamDay(now));
      return strapi.db.transaction(async ({ onCommit }) => {
        const row = await strapi.db.query(UID).create({
          data: {
            invoice: invoice.id,
            invoiceKey: invoice.id,
            mandate: mandate.id,
            attempt,
            status: 'pending',
            reference: collectionReference(invoice.serial, invoice.id, attempt),
            creditor: invoice.channel?.creditorId ?? null,
            consumerName: mandate.signedBy || invoice.customer?.ibanAscription || invoice.customer?.name || null,
            consumerAccount: String(mandate.iban ?? '')
              .replace(/\s+/g, '')
              .toUpperCase(),
            dueDate,
            amount: Number(invoice.openAmount ?? invoice.total),
            currency: invoice.currency,
            sequenceType: mandate.sequenceType ?? 'FRST',
            provider,
            history: [
              entry(staff, 'create', { to: 'pending', note: `attempt ${attempt}, due ${dueDate}, ${provider}` }),
            ],
          },
        });
        await showOnInvoice(invoice.id);
        if (provider !== 'bank')
          onCommit(() => {
            strapi
              .service('api::direct-debit.provider')
              .submit(row.id)
              .catch((error: Error) =>
                strapi.log.error(`Direct debit ${row.reference} not submitted: ${error.message}`),
              );
          });
        return row;
      });
    },

    /**
     * Moves collection `id` to `to` with its row locked (nested in the caller's transaction when there is one).
     * `ifAllowed`: a move the table does not allow answers null instead of 409 (a late webhook or return).
     */
    async move(
      id: number,
      to: DirectDebitStatus,
      {
        staff = null,
        reported = {},
        note,
        ifAllowed = false,
      }: {
        staff?: Staff;
        reported?: Reported;
        note?: string;
        ifAllowed?: boolean;
      } = {},
    ): Promise<Row | null> {
      return strapi.db.transaction(async ({ trx }) => {
        await lockRow(strapi, trx, UID, { id });
        const row = await strapi.db.query(UID).findOne({ where: { id }, populate: { mandate: { select: ['id'] } } });
        if (!row) return null;
        if (!canMoveDirectDebit(row.status, to)) {
          if (ifAllowed) return null;
          throw new ConflictError(`A ${row.status} direct debit cannot become ${to}.`, {
            code: 'direct_debit_illegal_transition',
            status: row.status,
            to,
          });
        }
        const known = Object.fromEntries(Object.entries(reported).filter(([, v]) => v !== null && v !== undefined));
        const history = [
          ...(row.history ?? []),
          entry(staff, 'status', { from: row.status, to, note: note ?? known.bankReason ?? undefined }),
        ];
        await strapi.db.query(UID).update({ where: { id }, data: { status: to, history, ...known } });
        const settlement = strapi.service('api::invoice.settlement');
        const payment = {
          reference: row.reference,
          amount: Number(row.amount),
          provider: `direct debit ${row.provider}`,
        };
        if (to === 'paid') {
          await settlement.registerProviderPayment(row.invoiceKey, payment);
          if (row.mandate?.id) await strapi.service(MANDATE).markCollected(trx, row.mandate.id);
        } else if (row.status === 'paid' && to === 'failed') {
          await settlement.reverseProviderPayment(row.invoiceKey, { ...payment, reason: 'charged_back' });
        }
        await showOnInvoice(row.invoiceKey);
        return strapi.db.query(UID).findOne({ where: { id } });
      });
    },
  };
  return service;
});
