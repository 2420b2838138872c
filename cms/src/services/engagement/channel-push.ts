/**
 * The push channel of the campaign sender (docs/push.md "Push campaigns"): what `campaign-send` stores as the
 * prepared message, and the transport and composer a `campaign-slice` runs with (claims, pacing, group commits
 * and auto-pause stay ./sender.ts's).
 *
 * A push is one HTTP request with nothing to hold back, so `open` sends it (outside any transaction: the slice
 * commits only after) and the commit records what the push service answered:
 * - accepted (2xx): the row is marked sent (transport `push`) = delivered to the push service;
 * - gone (404/410): the device is removed and logged as for a test push (../push/send.ts `removeGone`), and the
 *   row ends failed; not a transport error (stale devices are normal, they must not pause the campaign);
 * - failed (400, 403, 413): the row fails for good, counted as a transport error (a key the service refuses
 *   fails every message alike: auto-pause stops the run);
 * - transient (429, 5xx, no answer): the row goes back to pending after a short wait, counted as a transport
 *   error, so a push service that is down pauses the campaign instead of failing its readers.
 * A crash between the push service's 201 and the commit sends that message again once the claim's lease runs out:
 * at least once for that window. The `Topic` header (an undelivered repeat replaces the first at the push service)
 * and the payload's `tag` (a shown repeat replaces the first on the device) make such a repeat show once.
 */
import type { Knex } from 'knex';
import type { PushMessage } from '@newsroom/config';
import { engagementLinksFixed } from '../engagement-links';
import { assertPushReady, campaignPushOf } from '../push/campaign-rules';
import { vapidDetails, type VapidDetails } from '../push/keys';
import { deliver, PUSH_SUBSCRIPTION, record, removeGone, type SendableSubscription } from '../push/send';
import { dbModel } from '../db-model';
import type { Row, Strapi } from '../../strapi-types';
import type { ClaimedRow } from './claims';
import type { CampaignTransport } from './sender';
import { TransportError, type HeldMessage, type OutgoingMessage } from './transport';
import { subscriptionIdOf } from './recipients-push';

const CAMPAIGN = 'api::campaign.campaign';
/** The prepared message of a push campaign (stored on the campaign when its send starts). */
export type PreparedPush = { channel: 'PUSH'; message: PushMessage };

/** Requests to push services in flight at once per slice (each is an encryption and one HTTPS request). */
export const PUSH_CONCURRENCY = Number(process.env.PUSH_CAMPAIGN_CONCURRENCY || 64);
/** How long a transient answer holds its slot before the row goes back (the service's Retry-After, at most 5 s). */
const TRANSIENT_WAIT_MAX_MS = 5000;
/** Delivered devices' `lastSuccessAt` is written in batches (one UPDATE per this many, or on close). */
const SUCCESS_FLUSH = 200;

/** `campaign-send`: checks the message again (an image may be gone since scheduling) and stores it with the count. */
export async function preparePushCampaign(strapi: Strapi, campaign: Row, recipientCount: number) {
  const prepared: PreparedPush = { channel: 'PUSH', message: await assertPushReady(strapi, campaign) };
  await strapi.db.query(CAMPAIGN).update({
    where: { id: campaign.id },
    data: { prepared, recipientCount, sentSubject: prepared.message.title },
  });
  return prepared;
}

/** A push to one device, as the composer hands it to the transport. */
type PushOutgoing = OutgoingMessage & { device: SendableSubscription | null; payload: PushMessage };

const done = (result: Awaited<ReturnType<HeldMessage['release']>>): HeldMessage => ({
  seal: async () => undefined,
  release: async () => result,
  // Already with the push service: nothing to take back (a claim taken over sends it again, docs/push.md).
  abort: () => undefined,
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The slice's transport and composer for a push campaign; `close` writes the last delivered devices. */
export async function pushChannel(strapi: Strapi, knex: Knex, campaign: Row) {
  const campaignId = Number(campaign.id);
  const prepared = campaign.prepared as PreparedPush;
  const vapid: VapidDetails = await vapidDetails(strapi);
  const links = engagementLinksFixed(strapi);
  const model = dbModel(strapi, PUSH_SUBSCRIPTION);
  const topic = `campaign-${campaignId}`.slice(0, 32);
  let delivered: number[] = [];

  const flush = async () => {
    if (!delivered.length) return;
    const ids = delivered;
    delivered = [];
    await knex(model.table)
      .whereIn('id', ids)
      .update({
        [model.column('lastSuccessAt', 'last_success_at')]: new Date(),
        [model.column('failureCount', 'failure_count')]: 0,
        [model.column('lastStatus', 'last_status')]: 201,
      });
  };

  const transport: CampaignTransport = {
    name: 'push',
    concurrency: PUSH_CONCURRENCY,
    async open(message: OutgoingMessage): Promise<HeldMessage> {
      const { device, payload } = message as PushOutgoing;
      // Deleted since the recipients were fixed (unsubscribed, or gone in another campaign).
      if (!device) return done({ ok: false, permanent: true, error: 'gone: the device was removed' });
      const outcome = await deliver(vapid, device, payload, { topic });
      if (outcome.result === 'delivered') {
        delivered.push(device.id);
        if (delivered.length >= SUCCESS_FLUSH) await flush();
        return done({ ok: true, response: String(outcome.status) });
      }
      if (outcome.result === 'gone') {
        await removeGone(strapi, device, outcome.status);
        return done({ ok: false, permanent: true, error: `gone: ${outcome.reason ?? outcome.status}` });
      }
      await record(strapi, device, outcome);
      if (outcome.result === 'transient') {
        await wait(Math.min(TRANSIENT_WAIT_MAX_MS, (outcome.retryAfter ?? 1) * 1000));
        throw new TransportError(`push service: ${outcome.reason ?? 'no answer'}`, false);
      }
      throw new TransportError(`push service refused: ${outcome.reason ?? outcome.status}`, true);
    },
  };

  /** The batch's devices with their keys (one query), each message with its own tracked link. */
  const compose = async (rows: ClaimedRow[]): Promise<(() => Promise<OutgoingMessage>)[]> => {
    const ids = rows.map((row) => subscriptionIdOf(row.email)).filter((id): id is number => id !== null);
    const found = ids.length
      ? await knex(model.table)
          .whereIn('id', ids)
          .select(
            'id',
            { documentId: model.column('documentId', 'document_id') },
            { endpoint: model.column('endpoint') },
            { p256dh: model.column('p256dh') },
            { auth: model.column('auth') },
          )
      : [];
    const devices = new Map<number, SendableSubscription>(
      found.map((d: Row) => [Number(d.id), { ...d, id: Number(d.id) } as SendableSubscription]),
    );
    return rows.map((row) => async () => {
      const id = subscriptionIdOf(row.email);
      const device = id === null ? null : (devices.get(id) ?? null);
      const payload = campaignPushOf(prepared.message, campaignId, (url) => links.click(campaignId, row.id, url));
      const outgoing: PushOutgoing = {
        from: '',
        to: row.email,
        raw: '',
        device: device && { ...device, profileId: row.profile_id },
        payload,
      };
      return outgoing;
    });
  };

  return { transport, compose, close: flush };
}
