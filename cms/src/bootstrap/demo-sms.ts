/**
 * Demo SMS campaign (part of the demo engagement, ./demo-engagement.ts): four demo readers get a mobile number
 * (when they have none), and a completed SMS campaign to them whose messages are in the SMS outbox (the delivery
 * log, status `stored`), as a send without a gateway leaves them, so the campaign's page and results are not empty.
 */
import { normalisePhone } from '@newsroom/config';
import { renderSms, smsReferenceOf, SMS_MESSAGE_DOMAIN } from '../services/engagement/channel-sms';
import { outboxSmsProvider, SMS_DEFAULT_FROM } from '../services/sms';
import { entry } from '../api/order/services/history';
import type { RecipientData } from '../services/engagement-render';
import type { Row, Strapi } from '../strapi-types';

const TEXT =
  'Hallo {firstName}, morgen om 20:00 is de lezersavond in de Stadsschouwburg. Tot dan! Afmelden: antwoord STOP';

export async function seedDemoSms(strapi: Strapi, segment: Row, audience: { id: number }[], sentAt: Date) {
  const profiles = strapi.db.query('api::profile.profile');
  const readers: Row[] = [];
  for (const [i, { id }] of audience.slice(0, 4).entries()) {
    const profile = await profiles.findOne({
      where: { id },
      select: ['id', 'email', 'firstName', 'lastName', 'phoneNumber'],
    });
    if (!normalisePhone(profile.phoneNumber))
      Object.assign(profile, await profiles.update({ where: { id }, data: { phoneNumber: `06-1000 000${i + 1}` } }));
    readers.push(profile);
  }
  const campaign = await strapi.documents('api::campaign.campaign').create({
    data: { name: 'Sms: herinnering lezersavond', channel: 'SMS', smsText: TEXT, segment: segment.documentId },
  } as any);
  const knex = strapi.db.connection;
  const rows = readers.map((p, i) => ({
    campaign_id: campaign.id,
    profile_id: p.id,
    email: normalisePhone(p.phoneNumber),
    state: 'sent',
    transport: 'sms-outbox',
    sent_at: new Date(sentAt.getTime() + i * 40),
  }));
  await knex('campaign_recipients').insert(rows);
  const recipients = await knex('campaign_recipients').where({ campaign_id: campaign.id }).orderBy('id');
  const outbox = outboxSmsProvider(strapi, { from: SMS_DEFAULT_FROM });
  const campaignId = Number(campaign.id);
  for (const [i, r] of recipients.entries()) {
    const reader = readers[i];
    const reference = smsReferenceOf(campaignId, Number(r.id));
    await knex('campaign_recipients')
      .where({ id: r.id })
      .update({ message_id: `<${reference}@${SMS_MESSAGE_DOMAIN}>` });
    const recipient: RecipientData = {
      recipientId: Number(r.id),
      profileId: reader.id,
      email: reader.email ?? '',
      firstName: reader.firstName,
      lastName: reader.lastName,
      accessTags: [],
    };
    await outbox.send({ to: r.email, from: '', text: renderSms(TEXT, recipient), reference });
  }
  const completedAt = new Date(sentAt.getTime() + 2000);
  await strapi.db.query('api::campaign.campaign').update({
    where: { id: campaign.id },
    data: {
      status: 'COMPLETED',
      startedAt: sentAt,
      completedAt,
      recipientCount: rows.length,
      sentCount: rows.length,
      failedCount: 0,
      prepared: { version: 1, channel: 'SMS', text: TEXT },
      messagesPerSecond: 25,
      history: [
        { ...entry(null, 'send', { from: 'OPEN', to: 'IMMEDIATE' }), at: sentAt.toISOString() },
        { ...entry(null, 'complete', { from: 'EXECUTING', to: 'COMPLETED' }), at: completedAt.toISOString() },
      ],
    },
  });
}
