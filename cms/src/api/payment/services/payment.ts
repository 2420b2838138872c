/**
 * Payment links and provider webhooks (service `api::payment.payment`).
 * - `linkFor`: a payment at the provider for an invoice's open amount (reused while it is still open
 *   for that amount); the invoice shows the link.
 * - Webhooks are stored first (`payment_webhooks`), then processed: the payment's state is read from the
 *   provider and applied with the payment's row locked, only when it moves forward (see `movesForward`).
 *   So a webhook delivered several times, or late, has one effect: one registered payment on the invoice
 *   and one confirmation e-mail. Refunds and chargebacks take the payment back.
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PAYMENT_PROVIDER_CURRENCIES, billingEmails, documentLocaleOf, printAmount } from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { paymentProviderFromEnv, publicUrlOf } from '../../../services/payments';
import { movesForward, type ProviderStatus } from '../../../services/payments/types';
import { renderSystemEmail } from '../../system-email/services/system-email';
import { entry } from '../../order/services/history';

const UID = 'api::payment.payment';
const INVOICE = 'api::invoice.invoice';
export const WEBHOOKS_TABLE = 'payment_webhooks';
type Row = Record<string, any>;

// A core service, so the core controller's find and findOne (GET /api/payments[/:id]) have what they call.
export default factories.createCoreService(UID, ({ strapi }) => {
  const provider = () => paymentProviderFromEnv(strapi);
  const knex = () => strapi.db.connection;

  const service = {
    provider,

    async linkFor(invoiceDocumentId: string, staff: Row | null) {
      const invoice = await strapi.db
        .query(INVOICE)
        .findOne({ where: { documentId: invoiceDocumentId }, populate: { channel: true, customer: true } });
      if (!invoice) throw new errors.NotFoundError('Invoice not found.');
      if (invoice.status !== 'PENDING' || invoice.kind === 'CREDIT_NOTE' || !(invoice.openAmount > 0)) {
        throw new ConflictError('Only an issued invoice with an open amount can get a payment link.', {
          code: 'invoice_not_open',
        });
      }
      if (!invoice.channel?.paymentProviderEnabled || !PAYMENT_PROVIDER_CURRENCIES.includes(invoice.currency)) {
        throw new ConflictError(
          `Payments through the provider are not switched on for the channel ${invoice.channel?.name ?? ''} (currency ${invoice.currency}).`,
          { code: 'payment_provider_disabled' },
        );
      }
      const adapter = provider();
      const current = await strapi.db.query(UID).findOne({
        where: { invoice: { id: invoice.id }, status: 'open', amount: invoice.openAmount, provider: adapter.name },
        orderBy: { id: 'desc' },
      });
      if (current)
        return strapi.db
          .query(INVOICE)
          .findOne({ where: { id: invoice.id }, populate: { channel: true, customer: true } });
      const base = publicUrlOf(strapi);
      const created = await adapter.create({
        amount: invoice.openAmount,
        currency: invoice.currency,
        description: `${invoice.snapshot?.channel?.company ?? ''} ${invoice.serial}`.trim(),
        redirectUrl: `${base}/api/payments/return?invoice=${encodeURIComponent(invoice.serial)}`,
        webhookUrl: `${base}/api/payments/webhook/${adapter.name}`,
        metadata: { invoice: invoice.documentId, serial: invoice.serial },
      });
      await strapi.db.query(UID).create({
        data: {
          provider: adapter.name,
          providerId: created.id,
          invoice: invoice.id,
          amount: created.amount,
          currency: created.currency,
          status: created.status,
          checkoutUrl: created.checkoutUrl,
          history: [{ at: new Date().toISOString(), status: created.status }],
          publishedAt: new Date(),
        },
      });
      await strapi
        .service(INVOICE)
        .appendHistory(invoice.id, entry(staff, 'paymentLink', { amount: created.amount, reference: created.id }));
      return strapi.db.query(INVOICE).update({
        where: { id: invoice.id },
        data: { paymentLink: created.checkoutUrl, paymentStatus: created.status },
        populate: { channel: true, customer: true },
      });
    },

    /** Stores the webhook, then processes it; the answer does not say whether the id was known. */
    async receiveWebhook(providerName: string, paymentId: string) {
      if (!paymentId || paymentId.length > 100)
        throw new errors.ValidationError('A webhook names the payment by its id.');
      const [row] = await knex()(WEBHOOKS_TABLE)
        .insert({ provider: providerName, payment_id: paymentId, received_at: new Date() })
        .returning('id');
      const webhookId = typeof row === 'object' ? row.id : row;
      const outcome = await service.process(providerName, paymentId);
      await knex()(WEBHOOKS_TABLE)
        .where({ id: webhookId })
        .update({ processed_at: new Date(), outcome: outcome.slice(0, 200) });
      return outcome;
    },

    /** Webhooks stored but not processed (the process stopped in between): processed now, oldest first. */
    async processPending(batch = 100) {
      const pending = await knex()(WEBHOOKS_TABLE).whereNull('processed_at').orderBy('id').limit(batch);
      for (const hook of pending) {
        const outcome = await service.process(hook.provider, hook.payment_id);
        await knex()(WEBHOOKS_TABLE)
          .where({ id: hook.id })
          .update({ processed_at: new Date(), outcome: outcome.slice(0, 200) });
      }
      return pending.length;
    },

    async process(providerName: string, paymentId: string): Promise<string> {
      const known = await strapi.db
        .query(UID)
        .findOne({ where: { providerId: paymentId, provider: providerName }, select: ['id'] });
      // Not a payment link: it may be a direct-debit collection (api/direct-debit/services/provider.ts).
      if (!known)
        return (
          (await strapi.service('api::direct-debit.provider').applyWebhook(providerName, paymentId)) ??
          'unknown payment'
        );
      const adapter = provider();
      if (providerName !== adapter.name) return 'unknown payment';
      const state = await adapter.get(paymentId);
      if (!state) return 'unknown at the provider';
      const change = await strapi.db.transaction(async ({ trx }) => {
        await lockRow(strapi, trx, UID, { id: known.id });
        const payment = await strapi.db
          .query(UID)
          .findOne({ where: { id: known.id }, populate: { invoice: { select: ['id'] } } });
        if (!movesForward(payment.status as ProviderStatus, state.status)) return null;
        await strapi.db.query(UID).update({
          where: { id: payment.id },
          data: {
            status: state.status,
            history: [...(payment.history ?? []), { at: new Date().toISOString(), status: state.status }],
          },
        });
        return { from: payment.status, to: state.status, invoiceId: payment.invoice?.id, amount: payment.amount };
      });
      if (!change) return `no change (${state.status})`;
      const settlement = strapi.service('api::invoice.settlement');
      if (change.to === 'paid' && change.invoiceId) {
        const invoice = await settlement.registerProviderPayment(change.invoiceId, {
          reference: paymentId,
          amount: change.amount,
          provider: providerName,
        });
        if (invoice) await service.confirm(invoice, change.amount);
      } else if ((change.to === 'refunded' || change.to === 'charged_back') && change.invoiceId) {
        await settlement.reverseProviderPayment(change.invoiceId, {
          reference: paymentId,
          amount: change.amount,
          provider: providerName,
          reason: change.to,
        });
      } else if (change.invoiceId) {
        await strapi.db.query(INVOICE).update({ where: { id: change.invoiceId }, data: { paymentStatus: change.to } });
      }
      return `${change.from} → ${change.to}`;
    },

    /** The customer's confirmation of a payment received through the link (sent once: the status moved once). */
    async confirm(invoice: Row, amount: number) {
      const [to] = billingEmails(invoice.customer);
      if (!to) return;
      // The system e-mail `payment-received`, in the language of the invoice document (Dutch in the Netherlands).
      const locale = documentLocaleOf(invoice.snapshot ?? {});
      const mail = await renderSystemEmail(strapi, 'payment-received', locale, {
        serial: invoice.serial,
        amount: printAmount(amount, invoice.currency, locale),
        company: invoice.snapshot?.channel?.company ?? '',
      });
      await strapi
        .plugin('email')
        .service('email')
        .send({ to, ...mail });
    },
  };
  return service;
});
