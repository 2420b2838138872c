/**
 * The SMS channel's provider (docs/sms.md): `smsProviderFromEnv` chooses the outbox (default: stored in the
 * delivery log, nothing leaves) or the HTTP gateway (SMS_PROVIDER=http with SMS_HTTP_URL and SMS_HTTP_TOKEN).
 * The sender is SMS_FROM (default `Newsroom`). A configuration that cannot work throws, so it is seen at once.
 */
import { isSmsOriginator } from '@newsroom/config';
import { httpSmsProvider } from './http';
import { outboxSmsProvider } from './outbox';
import type { SmsProvider } from './types';
import type { Strapi } from '../../strapi-types';

export type { SmsMessage, SmsProvider, SmsSendResult } from './types';
export { outboxSmsProvider } from './outbox';
export { httpSmsProvider, SMS_HTTP_TIMEOUT_MS } from './http';
export { SMS_MESSAGE_UID } from './delivery-log';
export { SMS_SUPPRESSIONS, isSuppressed, suppressedAmong } from './suppressions';

export const SMS_DEFAULT_FROM = 'Newsroom';

export function smsProviderFromEnv(strapi: Strapi, env: NodeJS.ProcessEnv = process.env): SmsProvider {
  const from = env.SMS_FROM?.trim() || SMS_DEFAULT_FROM;
  if (!isSmsOriginator(from))
    throw new Error(`SMS_FROM must be a phone number or 1-11 letters and digits, not "${from}".`);
  const kind = env.SMS_PROVIDER?.trim().toLowerCase() || 'outbox';
  if (kind === 'outbox') return outboxSmsProvider(strapi, { from });
  if (kind === 'http') {
    const url = env.SMS_HTTP_URL?.trim();
    const token = env.SMS_HTTP_TOKEN?.trim();
    if (!url || !/^https?:\/\//.test(url) || !token)
      throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL (http or https) and SMS_HTTP_TOKEN.');
    return httpSmsProvider(strapi, { url, token, from });
  }
  throw new Error(`SMS_PROVIDER must be "outbox" or "http", not "${kind}".`);
}
