/**
 * The SMS channel's provider interface (issue #22, docs/sms.md): the outbox (default, no network) or the
 * HTTP gateway. Each is exactly-once per `reference`: a send of a reference that was sent before answers
 * the first `providerId` without sending again. The campaign sender is the caller.
 */
import type { SmsFailureCode } from '@newsroom/config';

export type SmsMessage = {
  /** The recipient in E.164 (`+31612345678`; `normalisePhone` of @newsroom/config). */
  to: string;
  /** The sender: a number or 1-11 letters and digits; empty: the provider's `from` (SMS_FROM). */
  from: string;
  text: string;
  /** Deterministic per message, e.g. `c{campaign}.r{recipient}` (at most 100 characters). */
  reference: string;
};

export type SmsSendResult =
  | { ok: true; providerId: string }
  | {
      ok: false;
      /** True: sending the same message again fails again (mark the recipient failed); false: try later. */
      permanent: boolean;
      /** The gateway's HTTP status, when it answered. */
      status?: number;
      error: string;
      /** Why, as a code of SMS_FAILURE_CODES (the `error` is the readable text). */
      code?: SmsFailureCode;
    };

export interface SmsProvider {
  name: 'outbox' | 'http';
  /** The configured sender (SMS_FROM), used when a message has none. */
  from: string;
  send(message: SmsMessage): Promise<SmsSendResult>;
}

export const failure = (
  code: SmsFailureCode,
  permanent: boolean,
  error: string,
  status?: number,
): Extract<SmsSendResult, { ok: false }> => ({
  ok: false,
  permanent,
  code,
  error: error.replace(/\s+/g, ' ').trim().slice(0, 500),
  ...(status === undefined ? {} : { status }),
});
