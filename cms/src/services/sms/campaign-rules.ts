/**
 * An SMS campaign's own rules (docs/sms.md "Campaigns"), called by the campaign service: on every write a text
 * that cannot fit in SMS_MAX_PARTS parts is refused (`smsTextRefusal`), and before a schedule or send the
 * campaign needs a text (`assertSmsReady`; the segment every campaign needs is checked beside it). No template
 * and no sender domain: an SMS carries neither (the sender is the provider's SMS_FROM).
 */
import { smsSegments, smsTextFailure, SMS_MAX_PARTS } from '@newsroom/config';
import { UnprocessableError } from '../errors';
import type { Row } from '../../strapi-types';

const tooLong = (text: string) => {
  const { parts, encoding } = smsSegments(text);
  return new UnprocessableError(
    `The SMS text needs ${parts} parts (${encoding}); at most ${SMS_MAX_PARTS} are sent. Shorten it.`,
    { code: 'sms_text_too_long', parts, encoding, maxParts: SMS_MAX_PARTS },
  );
};

/** A write's `smsText` that can never be sent (too long), as the refusal to throw; null otherwise. */
export function smsTextRefusal(text: unknown): UnprocessableError | null {
  return typeof text === 'string' && smsTextFailure(text) === 'sms_text_too_long' ? tooLong(text) : null;
}

/** Throws the first reason the campaign's SMS cannot be sent (422). */
export function assertSmsReady(campaign: Row): void {
  const text = campaign.smsText;
  if (smsTextFailure(text) === 'sms_text_empty')
    throw new UnprocessableError('An SMS campaign needs a text.', { code: 'sms_text_required' });
  const refusal = smsTextRefusal(text);
  if (refusal) throw refusal;
}
