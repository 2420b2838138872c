/**
 * SMS as a campaign channel (issue #22, docs/sms.md "Campaigns"): the limit of a campaign's `smsText`, the
 * gateway's delivery reports read as results, and the figures a campaign's results show. Shared by the CMS
 * (rules, the status webhook, the statistics) and the console (the counter, the results card).
 */
import { SMS_MAX_PARTS } from './sms';

/**
 * The most characters a campaign's `smsText` can have: SMS_MAX_PARTS parts of 153 GSM-7 septets (918). No text
 * of more characters fits in SMS_MAX_PARTS parts, whatever its encoding; the real limit is the parts
 * (`smsTextFailure`: a UCS-2 text is refused past 402 units). The campaign schema's `maxLength` is this number.
 */
export const SMS_TEXT_MAX_LENGTH = SMS_MAX_PARTS * 153;

/** The gateway's status words that end a message's life (MessageBird's status reports). */
export const SMS_REPORT_FINAL = ['delivered', 'delivery_failed', 'expired'] as const;
/** Interim words: on the way (a later report says how it ended). */
export const SMS_REPORT_INTERIM = ['scheduled', 'sent', 'buffered', 'accepted'] as const;
export type SmsReportStatus = (typeof SMS_REPORT_FINAL)[number] | (typeof SMS_REPORT_INTERIM)[number];

/** A status report's word in lower case when it is one we read, else null (ignored). */
export function smsReportStatus(value: unknown): SmsReportStatus | null {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return ([...SMS_REPORT_FINAL, ...SMS_REPORT_INTERIM] as string[]).includes(word) ? (word as SmsReportStatus) : null;
}

export const isFinalSmsReport = (status: string | null | undefined) =>
  (SMS_REPORT_FINAL as readonly string[]).includes(status ?? '');

/**
 * An SMS campaign's results: recipients by state (sent = handed to the provider, failed = refused for good,
 * pending = not sent yet) and, of the sent, what the delivery reports said (delivered; undelivered = failed
 * or expired at the phone's network; awaitingReport = sent through the gateway without a final report yet;
 * stored = kept in the outbox, nothing left the server, so no report will come). `parts`: the SMS billed.
 */
export type SmsCampaignFigures = {
  recipients: number;
  sent: number;
  failed: number;
  pending: number;
  delivered: number;
  undelivered: number;
  awaitingReport: number;
  stored: number;
  parts: number;
  deliveryRate: number;
};

/** The figures from the counts (rates as fractions with 4 decimals, as the e-mail figures). */
export function smsCampaignFigures(counts: {
  sent: number;
  failed: number;
  pending: number;
  delivered: number;
  undelivered: number;
  stored: number;
  parts: number;
}): SmsCampaignFigures {
  const { sent, failed, pending, delivered, undelivered, stored, parts } = counts;
  return {
    recipients: sent + failed + pending,
    sent,
    failed,
    pending,
    delivered,
    undelivered,
    awaitingReport: Math.max(0, sent - delivered - undelivered - stored),
    stored,
    parts,
    deliveryRate: sent > 0 ? Math.round((delivered / sent) * 10_000) / 10_000 : 0,
  };
}
