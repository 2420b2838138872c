/** The Mollie adapter (@mollie/api-client). `MOLLIE_API_ENDPOINT` points it elsewhere (the API tests run a local stand-in). */
import createMollieClient from '@mollie/api-client';
import { UpstreamError } from '../errors';
import type { NewPayment, PaymentProvider, ProviderPayment, ProviderStatus } from './types';

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
  return {
    name: 'mollie',
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
