/**
 * Demo push campaign (part of the demo engagement, ./demo-engagement.ts): a completed push campaign with its results
 * (sent, delivered, clicked, one device gone), as a send leaves them, so `/push` and `/push/campaigns` show what a
 * push campaign reports. The demo registers no devices (websites do that), so the devices table stays empty and
 * says how a website registers browsers; the campaign's recipient rows name devices that are no longer there.
 */
import { PUSH_LOG_ACTIONS } from '@newsroom/config';
import { entry } from '../api/order/services/history';
import type { Row, Strapi } from '../strapi-types';

const MESSAGE = {
  pushTitle: 'Uitslag gemeenteraad bekend',
  pushBody: 'Bekijk de uitslagen en de nieuwe zetelverdeling per gemeente.',
  pushUrl: 'https://www.example.nl/verkiezingen/uitslagen',
};

export async function seedDemoPush(strapi: Strapi, segment: Row, audience: { id: number }[], sentAt: Date) {
  const campaign = await strapi.documents('api::campaign.campaign').create({
    data: { name: 'Push: uitslag verkiezingen', channel: 'PUSH', ...MESSAGE, segment: segment.documentId },
  } as any);
  const knex = strapi.db.connection;
  const readers = audience.slice(0, 12);
  const at = (offsetMs: number) => new Date(sentAt.getTime() + offsetMs);
  // Device references as the sender stores them (`push:<subscription id>`); demo ones, the devices being gone.
  const rows = readers.map((p, i) => ({
    campaign_id: campaign.id,
    profile_id: p.id,
    email: `push:demo-${i + 1}`,
    state: i === 5 ? 'failed' : 'sent',
    transport: 'push',
    error: i === 5 ? 'gone: 410 push subscription has unsubscribed or expired' : null,
    sent_at: at(i * 40),
  }));
  await knex('campaign_recipients').insert(rows);
  const recipients: Row[] = await knex('campaign_recipients').where({ campaign_id: campaign.id }).orderBy('id');
  const clicks = recipients
    .filter((_, i) => [0, 2, 3, 7].includes(i))
    .map((r, i) => ({
      campaign_id: campaign.id,
      recipient_id: r.id,
      profile_id: r.profile_id,
      email: r.email,
      type: 'click',
      link: MESSAGE.pushUrl,
      occurred_at: at((i + 1) * 95_000),
    }));
  await knex('mail_events').insert(clicks);
  await strapi.service('api::log-entry.log-entry').write({
    type: 'push',
    action: PUSH_LOG_ACTIONS.gone,
    at: at(5 * 40),
    subject: { type: 'push-subscription', id: 'demo-6' },
    note: 'The push service (fcm.googleapis.com) answered 410: the token may have expired. The push address was removed.',
    details: { status: 410, host: 'fcm.googleapis.com', profile: readers[5]?.id ?? null },
  });
  const done = at(rows.length * 40 + 1000);
  await strapi.db.query('api::campaign.campaign').update({
    where: { id: campaign.id },
    data: {
      status: 'COMPLETED',
      startedAt: sentAt,
      completedAt: done,
      recipientCount: rows.length,
      sentCount: rows.length - 1,
      failedCount: 1,
      sentSubject: MESSAGE.pushTitle,
      prepared: {
        channel: 'PUSH',
        message: { title: MESSAGE.pushTitle, body: MESSAGE.pushBody, url: MESSAGE.pushUrl },
      },
      messagesPerSecond: 25,
      history: [
        { ...entry(null, 'send', { from: 'OPEN', to: 'IMMEDIATE' }), at: sentAt.toISOString() },
        { ...entry(null, 'complete', { from: 'EXECUTING', to: 'COMPLETED' }), at: done.toISOString() },
      ],
    },
  });
}
