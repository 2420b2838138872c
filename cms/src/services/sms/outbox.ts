/**
 * The default provider (no gateway configured): every message is stored in the delivery log
 * (`api::sms-message.sms-message`, status `stored`) and nothing leaves, as e-mail without SMTP_HOST goes
 * to the outbox. Storing it is the send, so it is exactly once by the unique reference alone.
 */
import crypto from 'node:crypto';
import { claimReference, earlierResult, findByReference, optedOut, refusal } from './delivery-log';
import { failure, type SmsProvider } from './types';
import type { Strapi } from '../../strapi-types';

export function outboxSmsProvider(strapi: Strapi, { from }: { from: string }): SmsProvider {
  return {
    name: 'outbox',
    from,
    async send(message) {
      const refused = refusal(message, from);
      if (refused) return refused;
      const earlier = await findByReference(strapi, message.reference);
      // A row still `sending` was begun by the HTTP gateway (SMS_PROVIDER changed since): its outcome is the gateway's.
      if (earlier)
        return (
          earlierResult(earlier) ??
          failure('sms_gateway_unavailable', false, `${message.reference} was begun through the HTTP gateway.`)
        );
      const opted = await optedOut(strapi, message.to);
      if (opted) return opted;
      const providerId = `outbox-${crypto.randomUUID()}`;
      const { row } = await claimReference(strapi, message, {
        from: message.from || from,
        provider: 'outbox',
        status: 'stored',
        providerId,
      });
      // Another send of the same reference stored it first: its providerId is the answer.
      return earlierResult(row) ?? failure('sms_gateway_unavailable', false, `${message.reference} is being sent.`);
    },
  };
}
