/** The Mollie adapter (@mollie/api-client). `MOLLIE_API_ENDPOINT` points it elsewhere (the API tests run a local stand-in). */
import createMollieClient from '@mollie/api-client';
import { UpstreamError } from '../errors';
import type {
  CollectionCustomer,
  CollectionMandate,
  NewCollection,
  NewPayment,
  PaymentProvider,
  ProviderCollection,
  ProviderPayment,
  ProviderStatus,
} from './types';

const cents = (amount?: { value: string } | null) => (amount ? Math.round(Number(amount.value) * 100) : 0);

export function mollieProvider(env = process.env): PaymentProvider {
  const client = createMollieClient({
    apiKey: env.MOLLIE_API_KEY ?? '',
    ...(env.MOLLIE_API_ENDPOINT ? { apiEndpoint: env.MOLLIE_API_ENDPOINT } : {}),
  });
  const view = (p: any): ProviderPayment => {
    const refunded = cents(p.amountRefunded);
    const chargedBack = cents(p.amountChargedBack);
    const status: ProviderStatus =
      p.status === 'paid' && chargedBack > 0
        ? 'charged_back'
        : p.status === 'paid' && refunded > 0
          ? 'refunded'
          : p.status;
    return {
      id: p.id,
      status,
      amount: cents(p.amount),
      currency: p.amount.currency,
      checkoutUrl: p._links?.checkout?.href ?? null,
      refunded,
      chargedBack,
    };
  };
  const upstream = (error: any) =>
    new UpstreamError(`The payment provider refused or failed: ${error?.message ?? error}.`, {
      code: 'payment_provider_failed',
    });
  const detail = (p: any, name: string): string | null => {
    const value = p.details?.[name];
    return value === undefined || value === null || value === '' ? null : String(value);
  };
  /** A recurring payment with the bank's details (Mollie's `details` of a directdebit or creditcard payment). */
  const collection = (p: any): ProviderCollection => ({
    ...view(p),
    bankReason: detail(p, 'bankReasonCode')
      ? `${detail(p, 'bankReasonCode')}${detail(p, 'bankReason') ? ` ${detail(p, 'bankReason')}` : ''}`
      : detail(p, 'bankReason'),
    transferReference: detail(p, 'transferReference'),
    consumerName: detail(p, 'consumerName'),
    consumerAccount: detail(p, 'consumerAccount'),
    creditorIdentifier: detail(p, 'creditorIdentifier'),
    dueDate: detail(p, 'dueDate'),
    cardNumber: detail(p, 'cardNumber'),
    cardHolder: detail(p, 'cardHolder'),
    cardLabel: detail(p, 'cardLabel'),
  });
  const calling = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw upstream(error);
    }
  };
  return {
    name: 'mollie',
    recurring: {
      /** A Mollie customer per customer of ours; the idempotency key makes a repeated request answer the same one. */
      ensureCustomer: (customer: CollectionCustomer) =>
        calling(async () => {
          const created = await client.customers.create({
            name: customer.name,
            ...(customer.email ? { email: customer.email } : {}),
            metadata: { customer: customer.key },
            idempotencyKey: `customer-${customer.key}`,
          } as any);
          return created.id;
        }),
      /** A Mollie mandate (method directdebit) made from our signed mandate. */
      ensureMandate: (customerId: string, mandate: CollectionMandate) =>
        calling(async () => {
          const created = await client.customerMandates.create({
            customerId,
            method: 'directdebit',
            consumerName: mandate.consumerName,
            consumerAccount: mandate.consumerAccount,
            ...(mandate.consumerBic ? { consumerBic: mandate.consumerBic } : {}),
            signatureDate: mandate.signatureDate,
            mandateReference: mandate.reference,
            idempotencyKey: `mandate-${mandate.reference}`,
          } as any);
          return created.id;
        }),
      /**
       * A recurring payment under the mandate. Mollie's sequence type `first` is a payment the customer makes
       * in the checkout to establish a mandate; a mandate made through the API is charged with `recurring`
       * from the first collection on (Mollie tells the bank FRST or RCUR itself).
       */
      collect: (c: NewCollection) =>
        calling(async () =>
          collection(
            await client.payments.create({
              amount: { currency: c.currency, value: (c.amount / 100).toFixed(2) },
              description: c.description,
              sequenceType: 'recurring',
              customerId: c.customerId,
              mandateId: c.mandateId,
              webhookUrl: c.webhookUrl,
              metadata: c.metadata,
              idempotencyKey: `collection-${c.key}`,
            } as any),
          ),
        ),
      async getCollection(id: string) {
        try {
          return collection(await client.payments.get(id));
        } catch (error: any) {
          if (error?.statusCode === 404) return null;
          throw upstream(error);
        }
      },
      async cancelCollection(id: string) {
        try {
          await client.payments.cancel(id);
          return true;
        } catch (error: any) {
          if (error?.statusCode === 422 || error?.statusCode === 404) return false;
          throw upstream(error);
        }
      },
    },
    async create(payment: NewPayment) {
      try {
        const created = await client.payments.create({
          amount: { currency: payment.currency, value: (payment.amount / 100).toFixed(2) },
          description: payment.description,
          redirectUrl: payment.redirectUrl,
          webhookUrl: payment.webhookUrl,
          metadata: payment.metadata,
        });
        return view(created);
      } catch (error) {
        throw upstream(error);
      }
    },
    async get(id: string) {
      try {
        return view(await client.payments.get(id));
      } catch (error: any) {
        if (error?.statusCode === 404) return null;
        throw upstream(error);
      }
    },
  };
}
