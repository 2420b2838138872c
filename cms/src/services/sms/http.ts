/**
 * The HTTP gateway (SMS_PROVIDER=http), speaking MessageBird's (Bird's) classic REST shape:
 *   POST {SMS_HTTP_URL}/messages, `Authorization: AccessKey {SMS_HTTP_TOKEN}`,
 *   JSON { originator, recipients: [msisdn], body, reference, datacoding: plain | unicode }
 *   → 201 { id, ... }; refusals answer { errors: [{ code, description, parameter }] }.
 * 401/403 and other 4xx are permanent (408 and 429 are not), 5xx, timeouts and network errors transient.
 *
 * Exactly once (docs/sms.md "Exactly once"): the reference's row is made (`sending`) before the call and
 * marked `sent` with the gateway's id after it; a reference already `sent` is answered from the row without
 * a call. A row left `sending` (a transient failure, or a crash between the gateway's answer and the update)
 * is sent again with the same `reference`, so that case is once only when the gateway de-duplicates by it.
 */
import { unreachableReason } from '../unreachable';
import { e164ToMsisdn, smsSegments } from '@newsroom/config';
import {
  claimReference,
  earlierResult,
  findByReference,
  optedOut,
  recordAttempt,
  refusal,
  storedError,
} from './delivery-log';
import { failure, type SmsProvider, type SmsSendResult } from './types';
import type { Strapi } from '../../strapi-types';

/** How long one call may take before it counts as failed (transient: the same reference is sent again). */
export const SMS_HTTP_TIMEOUT_MS = 10_000;

type Options = { url: string; token: string; from: string; timeoutMs?: number };

const describe = (text: string) => {
  try {
    const json = JSON.parse(text);
    const first = Array.isArray(json?.errors) ? json.errors[0] : null;
    if (first?.description) return String(first.description);
  } catch {
    /* not JSON */
  }
  return text.slice(0, 200) || 'no details';
};

/** The outcome of one call, without the delivery log. */
async function post(options: Options, body: Record<string, unknown>): Promise<SmsSendResult> {
  const timeoutMs = options.timeoutMs ?? SMS_HTTP_TIMEOUT_MS;
  let res: Response;
  try {
    res = await fetch(`${options.url.replace(/\/+$/, '')}/messages`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `AccessKey ${options.token}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const why = unreachableReason(error, timeoutMs);
    return failure('sms_gateway_unavailable', false, `SMS gateway unreachable: ${why}`);
  }
  const text = await res.text().catch(() => '');
  if (res.status >= 200 && res.status < 300) {
    let id: unknown;
    try {
      id = JSON.parse(text)?.id;
    } catch {
      /* below */
    }
    if (typeof id === 'string' && id.trim() && id.length <= 100) return { ok: true, providerId: id.trim() };
    // Taken, but the answer is unreadable: sent again with the same reference (the gateway's de-duplication).
    return failure('sms_gateway_unavailable', false, `SMS gateway answered ${res.status} without an id`, res.status);
  }
  const why = `SMS gateway answered ${res.status}: ${describe(text)}`;
  if (res.status === 401 || res.status === 403) return failure('sms_gateway_auth', true, why, res.status);
  if (res.status === 408 || res.status === 429 || res.status >= 500)
    return failure('sms_gateway_unavailable', false, why, res.status);
  return failure('sms_rejected', true, why, res.status);
}

export function httpSmsProvider(strapi: Strapi, options: Options): SmsProvider {
  return {
    name: 'http',
    from: options.from,
    async send(message) {
      const refused = refusal(message, options.from);
      if (refused) return refused;
      let row = await findByReference(strapi, message.reference);
      if (row) {
        const earlier = earlierResult(row);
        if (earlier) return earlier;
      } else {
        const opted = await optedOut(strapi, message.to);
        if (opted) return opted;
        ({ row } = await claimReference(strapi, message, {
          from: message.from || options.from,
          provider: 'http',
          status: 'sending',
        }));
        const earlier = earlierResult(row);
        if (earlier) return earlier;
      }
      const result = await post(options, {
        originator: message.from || options.from,
        recipients: [e164ToMsisdn(message.to)],
        body: message.text,
        reference: message.reference,
        datacoding: smsSegments(message.text).encoding === 'GSM-7' ? 'plain' : 'unicode',
      });
      if (result.ok === true) {
        await recordAttempt(strapi, row, { status: 'sent', providerId: result.providerId });
        return result;
      }
      const failed = result as Extract<SmsSendResult, { ok: false }>;
      // A refused message fails for good; a transient failure, or our key refused (not the message's fault),
      // stays `sending` and is sent again later with the same reference.
      const status = failed.permanent && failed.code === 'sms_rejected' ? 'failed' : 'sending';
      await recordAttempt(strapi, row, { status, error: storedError(failed) });
      return failed;
    },
  };
}
