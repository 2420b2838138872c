import { mollieProvider } from './mollie';
import { testProvider } from './test-provider';
import type { PaymentProvider } from './types';
import type { Strapi } from '../../strapi-types';

/** The configured provider: Mollie with `PAYMENT_PROVIDER=mollie` (and `MOLLIE_API_KEY`), else the test provider. */
export function paymentProviderFromEnv(strapi: Strapi, env = process.env): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'mollie') return mollieProvider(env);
  return testProvider(strapi, publicUrlOf(strapi, env));
}

/** Where the provider reaches us (webhooks) and sends the customer back: PUBLIC_URL, else this server. */
export const publicUrlOf = (strapi: Strapi, env = process.env): string => {
  const address = strapi.server?.httpServer?.address();
  const port = address && typeof address === 'object' ? address.port : strapi.config.get('server.port', 1337);
  return (env.PUBLIC_URL || strapi.config.get('server.url') || `http://localhost:${port}`).replace(/\/$/, '');
};
