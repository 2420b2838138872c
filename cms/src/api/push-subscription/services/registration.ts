/**
 * The public registration of browsers for web push (docs/push.md): a website sends the browser's
 * PushSubscription; one row per endpoint (a second registration of the same browser updates its keys, profile,
 * user agent and locale), and the website can remove it again. The answers say nothing about other browsers.
 */
import crypto from 'node:crypto';
import { errors } from '@strapi/utils';
import {
  PUSH_LIMITS,
  PUSH_LOG_ACTIONS,
  pushFailureMessage,
  pushSubscriptionFailures,
  type FieldFailure,
} from '@newsroom/config';
import { randomDocumentId } from '../../../services/document-ids';
import { isUniqueViolation } from '../../../services/errors';
import { endpointPolicy, PUSH_SUBSCRIPTION } from '../../../services/push';
import type { Row, WithStrapi } from '../../../strapi-types';
import { PUSH_ENDPOINT_INDEX, pushIndexesReady } from '../indexes';
import { recordLog } from '../../log-entry/writers';

/** 400 with `details.errors[{path, code, message, params}]` (one failure: its code is `details.code`). */
export function refusePush(failures: FieldFailure[]): never {
  const list = failures.map((f) => ({
    path: f.path.map(String),
    code: f.code,
    message: pushFailureMessage(f),
    params: f.params ?? {},
  }));
  const single = list.length === 1 ? list[0] : null;
  throw new errors.ValidationError(
    single ? single.message : `${list.length} fields are not valid: ${list.map((e) => e.message).join(' ')}`,
    { code: single ? single.code : 'invalid_fields', ...(single ? { params: single.params } : {}), errors: list },
  );
}

/** True when the base64url key is a point on P-256 (what the browser's key must be to encrypt for it). */
export function isP256Point(p256dh: string): boolean {
  const key = Buffer.from(p256dh, 'base64url');
  if (key.length !== PUSH_LIMITS.p256dhBytes || key[0] !== 4) return false;
  try {
    const x = key.subarray(1, 33).toString('base64url');
    const y = key.subarray(33).toString('base64url');
    crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

export type Registrant = {
  /** The signed-in reader's profile (the latest registration decides: anonymous unlinks). */
  profileId: number | null;
  userAgent?: string | null;
};

const clip = (value: unknown, max: number) => {
  const text = typeof value === 'string' ? value.replace(/\p{Cc}/gu, ' ').trim() : '';
  return text ? text.slice(0, max) : null;
};

export default ({ strapi }: WithStrapi) => {
  const rows = () => strapi.db.query(PUSH_SUBSCRIPTION);

  return {
    /** `{subscription, locale?}` → `{created}`: true for a new browser, false when its endpoint was known. */
    async register(body: unknown, who: Registrant): Promise<{ created: boolean }> {
      const failures = pushSubscriptionFailures(body, endpointPolicy());
      const input = body as { subscription: Row; locale?: string | null };
      if (!failures.length && !isP256Point(String(input.subscription.keys.p256dh)))
        failures.push({ path: ['subscription', 'keys', 'p256dh'], code: 'push_key_p256dh' });
      if (failures.length) refusePush(failures);
      await pushIndexesReady(strapi);
      const { endpoint, keys, expirationTime } = input.subscription;
      const data = {
        p256dh: String(keys.p256dh).replace(/=+$/, ''),
        auth: String(keys.auth).replace(/=+$/, ''),
        profile: who.profileId,
        userAgent: clip(who.userAgent, PUSH_LIMITS.userAgentMax),
        // `locale` is Strapi's own i18n attribute name: stored as `language` (like the profile's).
        language: input.locale ?? null,
        expiresAt: typeof expirationTime === 'number' ? new Date(expirationTime) : null,
        failureCount: 0,
      };
      const update = async (id: number) => {
        await rows().update({ where: { id }, data });
        return { created: false };
      };
      const known = await rows().findOne({ where: { endpoint }, select: ['id'] });
      if (known) return update(known.id);
      try {
        const made = await rows().create({
          data: { documentId: randomDocumentId(), endpoint, ...data, publishedAt: new Date() },
        });
        // A new browser is a push log entry (docs/log.md); a known one re-registering is not.
        await recordLog(strapi, {
          type: 'push',
          action: 'subscription_added',
          subject: { type: 'push-subscription', id: made.documentId },
          details: { host: new URL(endpoint).host, profile: who.profileId ?? null },
        });
        return { created: true };
      } catch (error) {
        // The same browser registering twice at once: the other request made the row.
        if (!isUniqueViolation(error, PUSH_ENDPOINT_INDEX)) throw error;
        const made = await rows().findOne({ where: { endpoint }, select: ['id'] });
        if (!made) throw error;
        return update(made.id);
      }
    },

    /** `{endpoint}`: removes that browser when it is registered; nothing is said either way. */
    async unsubscribe(body: unknown): Promise<void> {
      const endpoint = (body as { endpoint?: unknown } | null)?.endpoint;
      if (typeof endpoint !== 'string' || !endpoint || endpoint.length > PUSH_LIMITS.endpointMax) return;
      await strapi.db.transaction(async () => {
        const row = await rows().findOne({
          where: { endpoint },
          select: ['id', 'documentId'],
          populate: { profile: { select: ['id'] } },
        });
        if (!row) return;
        const deleted = await rows().deleteMany({ where: { id: row.id } });
        if (!deleted?.count) return;
        await strapi.service('api::log-entry.log-entry').write({
          type: 'push',
          action: PUSH_LOG_ACTIONS.unsubscribed,
          subject: { type: 'push-subscription', id: row.documentId },
          note: `The website removed its push subscription (${new URL(endpoint).host}).`,
          details: { host: new URL(endpoint).host, profile: row.profile?.id ?? null },
        });
      });
    },
  };
};
