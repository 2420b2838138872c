/**
 * Who may read a content item (SPEC section 6): one evaluator for the delivery API and the
 * console's "who can read this" preview. Pure: the reader is described, not looked up.
 *
 * - EVERYONE: anyone. USERS: any signed-in reader. TAG: signed-in readers whose profile carries the tag:
 *   `reader.tags` are the slugs of the profile's ACCESS tags, compared with the item's accessTag ignoring case.
 * - SUBSCRIBERS: readers whose profile type is a subscriber.
 * - LEADS: signed-in leads (and subscribers, who already pay). With leadAccess HOURS, a lead's access ends
 *   N hours after the lead registered (the profile's creation time).
 */
import type { ReaderKind } from '@newsroom/config';

export type Reader = {
  signedIn: boolean;
  /** The signed-in reader's account id (marketing's frequency cap counts per reader). */
  userId?: number;
  profileType?: string | null;
  tags?: string[];
  registeredAt?: string | Date | null;
};
export type AccessRule = {
  access?: string | null;
  accessTag?: string | null;
  leadAccess?: string | null;
  leadAccessHours?: number | null;
};
export type Verdict = { allowed: boolean; reason: string };

const SUBSCRIBER_TYPES = new Set(['SUBSCRIBER', 'SUBSCRIBER_NO_ACCOUNT']);

export function canRead(rule: AccessRule, reader: Reader, now: Date = new Date()): Verdict {
  const subscriber = SUBSCRIBER_TYPES.has(String(reader.profileType));
  switch (rule.access ?? 'EVERYONE') {
    case 'EVERYONE':
      return { allowed: true, reason: 'open_to_everyone' };
    case 'USERS':
      return reader.signedIn ? { allowed: true, reason: 'signed_in' } : { allowed: false, reason: 'sign_in_required' };
    case 'TAG':
      if (!reader.signedIn) return { allowed: false, reason: 'sign_in_required' };
      return (reader.tags ?? []).some(
        (tag) =>
          String(tag).toLowerCase() ===
          String(rule.accessTag ?? '')
            .trim()
            .toLowerCase(),
      )
        ? { allowed: true, reason: 'has_tag' }
        : { allowed: false, reason: 'tag_required' };
    case 'SUBSCRIBERS':
      if (!reader.signedIn) return { allowed: false, reason: 'sign_in_required' };
      return subscriber ? { allowed: true, reason: 'subscriber' } : { allowed: false, reason: 'subscription_required' };
    case 'LEADS': {
      if (!reader.signedIn) return { allowed: false, reason: 'sign_in_required' };
      if (subscriber) return { allowed: true, reason: 'subscriber' };
      if (reader.profileType !== 'LEAD') return { allowed: false, reason: 'lead_registration_required' };
      if (rule.leadAccess !== 'HOURS') return { allowed: true, reason: 'lead' };
      const since = reader.registeredAt ? new Date(reader.registeredAt).getTime() : NaN;
      const endsAt = since + Number(rule.leadAccessHours) * 3_600_000;
      return now.getTime() < endsAt
        ? { allowed: true, reason: 'lead_within_hours' }
        : { allowed: false, reason: 'lead_access_expired' };
    }
    default:
      return { allowed: false, reason: 'unknown_rule' };
  }
}

/** The sample readers of the console's preview, built relative to the rule's own lead window. */
export function sampleReaders(rule: AccessRule, now: Date = new Date()): Record<ReaderKind, Reader> {
  const hours = Number(rule.leadAccessHours) || 24;
  return {
    ANONYMOUS: { signedIn: false },
    USER: { signedIn: true, profileType: 'ACCOUNT', tags: [] },
    USER_WITH_TAG: { signedIn: true, profileType: 'ACCOUNT', tags: rule.accessTag ? [String(rule.accessTag)] : [] },
    SUBSCRIBER: { signedIn: true, profileType: 'SUBSCRIBER', tags: [] },
    LEAD_NEW: { signedIn: true, profileType: 'LEAD', registeredAt: new Date(now.getTime() - 60_000) },
    LEAD_OLD: { signedIn: true, profileType: 'LEAD', registeredAt: new Date(now.getTime() - (hours + 1) * 3_600_000) },
  };
}
