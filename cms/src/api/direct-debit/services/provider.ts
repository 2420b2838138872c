/**
 * Collections through the payment provider (service `api::direct-debit.provider`):
 * - `submit`: after the commit that made a pending collection, the provider's customer (made once per
 *   customer, kept in `provider_customers`), its mandate (made once from ours, `providerMandateId` on the
 *   mandate) and the recurring payment (idempotency key = our reference, so a repeated submit after a crash
 *   makes no second one). `submitPending` catches up on those a stopped process or a provider outage left.
 * - `applyWebhook`: the provider's webhook (`POST /api/payments/webhook/:provider`, stored first in
 *   `payment_webhooks` by the payment service, which hands on ids it does not know) — the state is read back
 *   from the provider and applied through `move` only when the state table allows it, so a repeated, late or
 *   out-of-order webhook changes nothing twice and never moves a collection back.
 */
import { paymentProviderFromEnv, publicUrlOf } from '../../../services/payments';
import type { PaymentProvider, ProviderCollection } from '../../../services/payments/types';
import type { DirectDebitStatus } from '@newsroom/config';
import { entry } from '../../order/services/history';
import { lockRow } from '../../../services/records';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::direct-debit.direct-debit';
const MANDATE = 'api::mandate.mandate';
const PROVIDER_CUSTOMERS = 'provider_customers';

/** Where a provider's state takes a collection (null: not final yet). */
const TARGET: Partial<Record<ProviderCollection['status'], DirectDebitStatus>> = {
  paid: 'paid',
  failed: 'failed',
  expired: 'failed',
  canceled: 'canceled',
  charged_back: 'failed',
  refunded: 'failed',
};

export default ({ strapi }: WithStrapi) => {
  const knex = () => strapi.db.connection;

  const providerCustomer = async (adapter: PaymentProvider, customer: Row) => {
    const kept = await knex()(PROVIDER_CUSTOMERS).where({ provider: adapter.name, customer_id: customer.id }).first();
    if (kept) return String(kept.provider_customer_id);
    const id = await adapter.recurring.ensureCustomer({
      key: customer.documentId,
      name: customer.name ?? customer.documentId,
      email: customer.emailFinancial || customer.email || null,
    });
    await knex()(PROVIDER_CUSTOMERS)
      .insert({ provider: adapter.name, customer_id: customer.id, provider_customer_id: id, created_at: new Date() })
      .onConflict(['provider', 'customer_id'])
      .ignore();
    return id;
  };

  const providerMandate = async (adapter: PaymentProvider, customerId: string, mandate: Row, consumerName: string) => {
    if (adapter.name === 'mollie' && mandate.providerMandateId) return String(mandate.providerMandateId);
    const id = await adapter.recurring.ensureMandate(customerId, {
      reference: mandate.reference,
      consumerName,
      consumerAccount: String(mandate.iban).replace(/\s+/g, '').toUpperCase(),
      consumerBic: mandate.bic || null,
      signatureDate: String(mandate.signatureDate),
    });
    // Only Mollie's ids are kept: the test provider's are made up each time.
    if (adapter.name === 'mollie')
      await strapi.db.query(MANDATE).update({ where: { id: mandate.id }, data: { providerMandateId: id } });
    return id;
  };

  const service = {
    async submit(id: number): Promise<string> {
      const row = await strapi.db.query(UID).findOne({
        where: { id },
        populate: { invoice: { populate: { customer: true, channel: true } }, mandate: true },
      });
      if (!row || row.status !== 'pending' || row.providerId || row.provider === 'bank') return 'nothing to submit';
      const adapter = paymentProviderFromEnv(strapi);
      if (adapter.name !== row.provider) return `made for ${row.provider}, configured ${adapter.name}`;
      const customerId = await providerCustomer(adapter, row.invoice.customer);
      const mandateId = await providerMandate(adapter, customerId, row.mandate, row.consumerName);
      const created = await adapter.recurring.collect({
        customerId,
        mandateId,
        amount: Number(row.amount),
        currency: row.currency,
        description: `${row.invoice.snapshot?.channel?.company ?? ''} ${row.invoice.serial}`.trim(),
        webhookUrl: `${publicUrlOf(strapi)}/api/payments/webhook/${adapter.name}`,
        sequence: row.sequenceType,
        key: row.reference,
        metadata: { invoice: row.invoice.documentId, serial: row.invoice.serial, directDebit: row.reference },
      });
      await strapi.db.transaction(async ({ trx }) => {
        await lockRow(strapi, trx, UID, { id });
        const current = await strapi.db.query(UID).findOne({ where: { id }, select: ['history', 'providerId'] });
        if (current.providerId) return;
        await strapi.db.query(UID).update({
          where: { id },
          data: {
            providerId: created.id,
            ...(created.transferReference ? { transferReference: created.transferReference } : {}),
            history: [...(current.history ?? []), entry(null, 'submitted', { reference: created.id })],
          },
        });
      });
      return created.id;
    },

    /** Pending collections that have not reached their provider (oldest first). */
    async submitPending(batch = 50) {
      const rows = await strapi.db.query(UID).findMany({
        where: { status: 'pending', providerId: null, provider: { $ne: 'bank' } },
        select: ['id', 'reference'],
        orderBy: { id: 'asc' },
        limit: batch,
      });
      for (const row of rows) {
        await service
          .submit(row.id)
          .catch((error: Error) => strapi.log.error(`Direct debit ${row.reference} not submitted: ${error.message}`));
      }
      return rows.length;
    },

    /** A webhook naming `providerId`: null when it is not one of ours (the payment service then says so). */
    async applyWebhook(providerName: string, providerId: string): Promise<string | null> {
      const known = await strapi.db.query(UID).findOne({ where: { providerId, provider: providerName } });
      if (!known) return null;
      const adapter = paymentProviderFromEnv(strapi);
      if (adapter.name !== providerName) return 'unknown payment';
      const state = await adapter.recurring.getCollection(providerId);
      if (!state) return 'unknown at the provider';
      const to = TARGET[state.status];
      if (!to) return `no change (${state.status})`;
      const reason =
        state.bankReason ??
        (state.status === 'charged_back' ? 'chargeback' : state.status === 'refunded' ? 'refunded' : null);
      const moved = await strapi.service(UID).move(known.id, to, {
        ifAllowed: true,
        note: `${providerName} ${state.status}`,
        reported: {
          ...(to === 'failed' ? { bankReason: reason } : {}),
          transferReference: state.transferReference,
          consumerName: state.consumerName,
          consumerAccount: state.consumerAccount,
          cardNumber: state.cardNumber,
          cardHolder: state.cardHolder,
          cardLabel: state.cardLabel,
        },
      });
      return moved ? `${known.status} → ${to}` : `no change (${state.status})`;
    },
  };
  return service;
};
