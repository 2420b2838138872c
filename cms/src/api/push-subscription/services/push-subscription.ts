/**
 * Staff's side of web push (docs/push.md): the devices (core find/findOne), a test push to one device, deleting
 * one with its log entry, and the overview's counts. Sending itself is `cms/src/services/push`.
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PUSH_LOG_ACTIONS, pushMessageFailures, pushMessageOf, type PushResult } from '@newsroom/config';
import { PUSH_SUBSCRIPTION, sendPush, type SendableSubscription } from '../../../services/push';
import { staffName, type Staff } from '../../order/services/history';
import { refusePush } from './registration';
import type { Row } from '../../../strapi-types';
import { pushCampaignOverview, pushResultsOf, type PushResults } from '../../../services/push/campaign-results';

const DAY_MS = 86_400_000;
const LOG = 'api::log-entry.log-entry';

export type PushOverview = {
  /** Every registered browser. */
  devices: number;
  /** Of which linked to a profile (registered by a signed-in reader). */
  withProfile: number;
  /** Registered in the last 7 days. */
  addedLast7Days: number;
  /** Removed because their push service called them gone (404/410) in the last 30 days, from the log. */
  removedLast30Days: number;
  /** Whose last send failed (`failureCount` above 0). */
  failing: number;
};

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
};

export default factories.createCoreService(PUSH_SUBSCRIPTION, ({ strapi }) => ({
  /** One subscription with what a send needs (its private keys included), by documentId or id; null when gone. */
  async sendable(where: { documentId: string } | { id: number }): Promise<SendableSubscription | null> {
    const row: Row | null = await strapi.db.query(PUSH_SUBSCRIPTION).findOne({
      where,
      select: ['id', 'documentId', 'endpoint', 'p256dh', 'auth'],
      populate: { profile: { select: ['id'] } },
    });
    if (!row) return null;
    return {
      id: row.id,
      documentId: row.documentId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      profileId: row.profile?.id ?? null,
    };
  },

  /** `POST /api/push-subscriptions/:id/test {title, body?, url?, image?}` → `{result, status}`, logged. */
  async test(documentId: string, input: unknown, staff: Staff): Promise<{ result: PushResult; status: number | null }> {
    const failures = pushMessageFailures(input);
    if (failures.length) refusePush(failures);
    const subscription = await this.sendable({ documentId });
    if (!subscription) throw new errors.NotFoundError('This push subscription does not exist (any more).');
    const delivery = await sendPush(strapi, subscription, pushMessageOf(input as Row), { ttl: 3600, urgency: 'high' });
    await strapi.service(LOG).write({
      type: 'push',
      action: PUSH_LOG_ACTIONS.test,
      subject: { type: 'push-subscription', id: documentId },
      actor: staffName(staff),
      note: `Test push to ${hostOf(subscription.endpoint)}: ${delivery.result}${
        delivery.status == null ? '' : ` (${delivery.status})`
      }.`,
      details: { result: delivery.result, status: delivery.status, reason: delivery.reason ?? null },
    });
    return { result: delivery.result, status: delivery.status };
  },

  /** Staff delete a device (`DELETE /api/push-subscriptions/:id`): gone with a log entry naming who; 404 when unknown. */
  async removeByStaff(documentId: string, staff: Staff): Promise<Row> {
    return strapi.db.transaction(async () => {
      const row = await strapi.db.query(PUSH_SUBSCRIPTION).findOne({
        where: { documentId },
        populate: { profile: { select: ['id'] } },
      });
      if (!row) throw new errors.NotFoundError('This push subscription does not exist (any more).');
      await strapi.db.query(PUSH_SUBSCRIPTION).delete({ where: { id: row.id } });
      await strapi.service(LOG).write({
        type: 'push',
        action: PUSH_LOG_ACTIONS.deleted,
        subject: { type: 'push-subscription', id: documentId },
        actor: staffName(staff),
        note: `Push address deleted (${hostOf(row.endpoint)}).`,
        details: { host: hostOf(row.endpoint), profile: row.profile?.id ?? null },
      });
      return row;
    });
  },

  /** `GET /api/push/campaigns/:id/results`: a push campaign's sent, delivered and clicked; 404 for another. */
  async campaignResults(documentId: string): Promise<PushResults> {
    const campaign = await strapi.db
      .query('api::campaign.campaign')
      .findOne({ where: { documentId, channel: 'PUSH' }, select: ['id'] });
    if (!campaign) throw new errors.NotFoundError('This push campaign does not exist.');
    return (await pushResultsOf(strapi.db.connection, [campaign.id])).get(campaign.id) as PushResults;
  },

  /** `GET /api/push/overview`: the counts of the /push page, with the push campaigns and their results. */
  async overview(now = new Date()): Promise<PushOverview & Awaited<ReturnType<typeof pushCampaignOverview>>> {
    const devices = strapi.db.query(PUSH_SUBSCRIPTION);
    const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const [all, withProfile, addedLast7Days, failing, removedLast30Days] = await Promise.all([
      devices.count({}),
      devices.count({ where: { profile: { id: { $notNull: true } } } }),
      devices.count({ where: { createdAt: { $gte: since(7) } } }),
      devices.count({ where: { failureCount: { $gt: 0 } } }),
      strapi.db.query(LOG).count({ where: { type: 'push', action: PUSH_LOG_ACTIONS.gone, at: { $gte: since(30) } } }),
    ]);
    return {
      devices: Number(all),
      withProfile: Number(withProfile),
      addedLast7Days: Number(addedLast7Days),
      removedLast30Days: Number(removedLast30Days),
      failing: Number(failing),
      ...(await pushCampaignOverview(strapi)),
    };
  },
}));
