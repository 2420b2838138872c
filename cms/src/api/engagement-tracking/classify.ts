/**
 * Tells a person's open or click from a machine's (pure, unit-tested in cms/tests/mail-tracking-classify.test.ts).
 *
 * Machine opens: Apple Mail Privacy Protection loads every image through Apple's proxies when the message
 * arrives, with the bare user agent `Mozilla/5.0` from Apple's own network 17.0.0.0/8; link-checking gateways
 * (Microsoft Defender, Proofpoint, Mimecast, Barracuda, ...) and crawlers name themselves in their user agent.
 * The Gmail and Yahoo image proxies are NOT machines: they fetch the image when the reader opens the message
 * (and cache it), so those opens are people's. Anything within seconds of delivery is a machine whatever it says.
 * Scanner clicks: the same gateways, a HEAD request, or a click within seconds of delivery.
 */
import { MACHINE_OPEN_WITHIN_SECONDS, SCANNER_CLICK_WITHIN_SECONDS } from '@newsroom/config';

export type Hit = {
  userAgent?: string | null;
  ip?: string | null;
  method?: string;
  /** When the message was handed to the mail server (campaign_recipients.sent_at). */
  sentAt?: Date | number | string | null;
  at: Date;
};
export type Verdict = { machine: boolean; reason: string | null };

const SCANNERS =
  /bot\b|crawler|spider|preview|scanner|safelinks|defender|proofpoint|mimecast|barracuda|symantec|messagelabs|trendmicro|forcepoint|sophos|fortinet|cisco|ironport|zscaler|paloalto|checkpoint|urldefense|headlesschrome|phantomjs|python-requests|python-urllib|go-http-client|curl\/|wget\/|java\/|okhttp|libwww|httpclient|axios\/|node-fetch/i;

/** Apple's own network (ARIN NET-17-0-0-0-1); MPP's prefetches come from it or name no browser at all. */
const inApple17 = (ip: string) => /^(::ffff:)?17\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);

const msOf = (value: Date | number | string) => (value instanceof Date ? value.getTime() : new Date(value).getTime());

function soonAfterDelivery(hit: Hit, seconds: number): boolean {
  if (hit.sentAt === null || hit.sentAt === undefined) return false;
  const sent = typeof hit.sentAt === 'number' ? hit.sentAt : msOf(hit.sentAt);
  if (!Number.isFinite(sent)) return false;
  const elapsed = hit.at.getTime() - sent;
  return elapsed >= -1000 && elapsed < seconds * 1000;
}

export function classifyOpen(hit: Hit): Verdict {
  const ua = (hit.userAgent ?? '').trim();
  if (ua === 'Mozilla/5.0' || inApple17(hit.ip ?? '')) return { machine: true, reason: 'apple-mpp' };
  if (!ua) return { machine: true, reason: 'no-user-agent' };
  if (SCANNERS.test(ua)) return { machine: true, reason: 'scanner' };
  if (soonAfterDelivery(hit, MACHINE_OPEN_WITHIN_SECONDS)) return { machine: true, reason: 'on-delivery' };
  return { machine: false, reason: null };
}

export function classifyClick(hit: Hit): Verdict {
  const ua = (hit.userAgent ?? '').trim();
  if (hit.method === 'HEAD') return { machine: true, reason: 'head-request' };
  if (!ua) return { machine: true, reason: 'no-user-agent' };
  if (SCANNERS.test(ua)) return { machine: true, reason: 'scanner' };
  if (soonAfterDelivery(hit, SCANNER_CLICK_WITHIN_SECONDS)) return { machine: true, reason: 'on-delivery' };
  return { machine: false, reason: null };
}
