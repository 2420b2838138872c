/**
 * Demo engagement, so no engagement screen starts empty: approved sender domains, two lists with members,
 * three segments, two e-mail templates built from the demo articles, five sent campaigns with their recipients,
 * opens, clicks, a bounce and an unsubscribe spread over the past months, one draft and one scheduled campaign.
 * Seeded once per database (its own flag, so databases seeded before engagement existed get it too).
 */
import type { EmailDesign, SegmentGroup } from '@newsroom/config';
import { prepareMessage, renderMessage, PREVIEW_LINKS } from '../services/engagement-render';
import type { Row, Strapi } from '../strapi-types';
import { entry } from '../api/order/services/history';
import { seedDemoAbTest } from './demo-ab';
import { seedDemoSms } from './demo-sms';
import { seedDemoPush } from './demo-push';
import { seedDemoAutomations } from './demo-automations';

const DAY = 86_400_000;
const SENDER = { fromName: 'De Redactie', fromEmail: 'nieuwsbrief@example.com' };

/** A deterministic spread (no Math.random: the demo reads the same on every machine). */
const share = (i: number, salt: number, percent: number) => (i * 37 + salt * 11) % 100 < percent;

async function approveSender(strapi: Strapi) {
  const config = await strapi.documents('api::config.config').findFirst({ populate: ['engagement'] } as any);
  if (!config || (config as any).engagement?.senderDomains?.length) return;
  await strapi.documents('api::config.config').update({
    documentId: config.documentId,
    data: {
      engagement: {
        senderDomains: ['example.com', 'example.nl'],
        defaultFromName: SENDER.fromName,
        defaultFromEmail: SENDER.fromEmail,
        messagesPerSecond: 25,
      },
    },
  } as any);
}

async function seedLists(strapi: Strapi, profiles: { id: number }[]) {
  const knex = strapi.db.connection;
  const lists = [
    { name: 'Cultuurbrief', description: 'Elke vrijdag de cultuuragenda van de regio.', visibility: 'PUBLIC' },
    { name: 'Proeflezers', description: 'Lezers die nieuwe rubrieken als eerste zien.', visibility: 'PRIVATE' },
  ];
  const made = [];
  for (const [n, data] of lists.entries()) {
    const list = await strapi.documents('api::mail-list.mail-list').create({ data } as any);
    const members = profiles.filter((_, i) => share(i, n + 1, n === 0 ? 45 : 20));
    const now = new Date();
    if (members.length)
      await knex('mail_list_members').insert(
        members.map((p, i) => ({
          list_id: list.id,
          profile_id: p.id,
          status: i === members.length - 1 ? 'pending' : 'confirmed',
          source: 'demo',
          requested_at: now,
          confirmed_at: i === members.length - 1 ? null : now,
        })),
      );
    await strapi.db
      .query('api::mail-list.mail-list')
      .update({ where: { id: list.id }, data: { memberCount: Math.max(0, members.length - 1) } });
    made.push(list);
  }
  return made;
}

async function seedSegments(strapi: Strapi, listDocumentId: string) {
  const tag = await strapi.db.query('api::profile-tag.profile-tag').findOne({ where: { slug: 'cultuur' } });
  const trees: [string, string, SegmentGroup][] = [
    [
      'Alle lezers met opt-in',
      'Iedereen die nieuwsbrieven wil ontvangen.',
      { type: 'group', op: 'AND', rules: [{ type: 'optIn', value: true }] },
    ],
    [
      'Cultuurliefhebbers',
      'Interesse in cultuur of lid van de Cultuurbrief.',
      {
        type: 'group',
        op: 'AND',
        rules: [
          { type: 'optIn', value: true },
          {
            type: 'group',
            op: 'OR',
            rules: [
              ...(tag
                ? [{ type: 'tags' as const, kind: 'INTEREST' as const, match: 'any' as const, ids: [tag.documentId] }]
                : []),
              { type: 'lists', match: 'any', ids: [listDocumentId] },
            ],
          },
        ],
      },
    ],
    [
      'Nieuwe leads',
      'Leads van de afgelopen maand.',
      {
        type: 'group',
        op: 'AND',
        rules: [
          { type: 'profileType', values: ['LEAD'] },
          { type: 'createdSince', since: '1M' },
        ],
      },
    ],
  ];
  const made = [];
  for (const [name, description, rules] of trees)
    made.push(await strapi.documents('api::segment.segment').create({ data: { name, description, rules } } as any));
  return made;
}

async function seedTemplates(strapi: Strapi) {
  const articles = await strapi.db.query('api::content.content').findMany({
    where: { status: 'PUBLISHED', type: 'ARTICLE', locale: 'nl' },
    orderBy: { id: 'asc' },
    limit: 4,
    select: ['documentId'],
  });
  const weekly: EmailDesign = {
    blocks: [
      {
        type: 'text',
        html: '<h2>Het weekoverzicht</h2><p>Beste {firstName}, dit las Nederland deze week bij ons.</p>',
      },
      ...articles
        .slice(0, 3)
        .map((a: { documentId: string }) => ({ type: 'article' as const, documentId: a.documentId, showCover: true })),
      { type: 'divider' },
      { type: 'button', label: 'Naar de website', href: 'https://www.example.nl/' },
    ],
  };
  const announcement: EmailDesign = {
    blocks: [
      {
        type: 'text',
        html: '<h2>Lezersavond</h2><p>Hallo {firstName}, op 12 december praten we met de redactie over het afgelopen jaar.</p>',
      },
      { type: 'button', label: 'Meld je aan', href: 'https://www.example.nl/lezersavond' },
      ...(articles[3] ? [{ type: 'article' as const, documentId: articles[3].documentId }] : []),
    ],
  };
  const make = (name: string, subject: string, design: EmailDesign) =>
    strapi
      .documents('api::email-template.email-template')
      .create({ data: { name, subject, design, ...SENDER } } as any);
  return [
    await make('Weekoverzicht', 'Het weekoverzicht van {firstName}', weekly),
    await make('Aankondiging', 'Je bent uitgenodigd', announcement),
  ];
}

type Recipient = { id: number; email: string; language?: string | null; firstName?: string | null };

/** A sent campaign as the sending job leaves it: recipients sent, the message as sent, its events. */
async function seedSentCampaign(
  strapi: Strapi,
  n: number,
  input: { name: string; template: any; segment: any; sentAt: Date; audience: Recipient[] },
): Promise<number> {
  const knex = strapi.db.connection;
  const campaign = await strapi.documents('api::campaign.campaign').create({
    data: {
      name: input.name,
      segment: input.segment.documentId,
      template: input.template.documentId,
      ...SENDER,
      schedule: 'IMMEDIATE',
    },
  } as any);
  const prepared = await prepareMessage(strapi, {
    design: input.template.design,
    subject: input.template.subject,
    utm: { source: 'nieuwsbrief', medium: 'email', content: `demo-${n}` },
  });
  const sample = renderMessage(
    prepared,
    { recipientId: 0, profileId: null, email: 'lezer@example.nl', firstName: 'Lezer', accessTags: [] },
    PREVIEW_LINKS,
  );
  const at = (offsetMs: number) => new Date(input.sentAt.getTime() + offsetMs);
  const rows = input.audience.map((p, i) => ({
    campaign_id: campaign.id,
    profile_id: p.id,
    email: p.email.toLowerCase(),
    state: 'sent',
    message_id: `<demo-${campaign.id}-${i}@example.com>`,
    sent_at: at(i * 40),
  }));
  await knex.batchInsert('campaign_recipients', rows, 200);
  const recipients = await knex('campaign_recipients').where({ campaign_id: campaign.id }).orderBy('id');
  const events: Record<string, unknown>[] = [];
  const link = 'https://www.example.nl/';
  recipients.forEach((r: any, i: number) => {
    const base = { campaign_id: campaign.id, recipient_id: r.id, profile_id: r.profile_id, email: r.email };
    if (i === 1)
      events.push({ ...base, type: 'bounce_hard', occurred_at: at(60_000), detail: '550 mailbox unavailable' });
    else if (share(i, n, 48)) {
      events.push({ ...base, type: 'open', occurred_at: at(((i % 30) + 1) * 3_600_000) });
      if (share(i, n + 7, 35))
        events.push({ ...base, type: 'click', link, occurred_at: at(((i % 30) + 2) * 3_600_000) });
    } else if (share(i, n + 3, 10)) events.push({ ...base, type: 'machine_open', occurred_at: at(2_000) });
    if (i === 4 + n) events.push({ ...base, type: 'unsubscribe', occurred_at: at(2 * DAY) });
  });
  if (events.length) await knex.batchInsert('mail_events', events, 200);
  await strapi.db.query('api::campaign.campaign').update({
    where: { id: campaign.id },
    data: {
      status: 'COMPLETED',
      startedAt: input.sentAt,
      completedAt: at(rows.length * 40 + 1000),
      recipientCount: rows.length,
      sentCount: rows.length,
      failedCount: 0,
      sentSubject: sample.subject,
      sentHtml: sample.html,
      prepared,
      messagesPerSecond: 25,
      history: [
        { ...entry(null, 'send', { from: 'OPEN', to: 'IMMEDIATE' }), at: input.sentAt.toISOString() },
        {
          ...entry(null, 'complete', { from: 'EXECUTING', to: 'COMPLETED' }),
          at: at(rows.length * 40 + 1000).toISOString(),
        },
      ],
    },
  });
  return campaign.id as number;
}

export async function seedDemoEngagement(strapi: Strapi) {
  if (process.env.DEMO_ENGAGEMENT === 'false') return false;
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoEngagementSeeded' })) return false;
  await approveSender(strapi);
  const audience: Recipient[] = await strapi.db.query('api::profile.profile').findMany({
    where: { optIn: true, blocked: false, email: { $notNull: true } },
    orderBy: { id: 'asc' },
    select: ['id', 'email', 'language', 'firstName'],
  });
  const [cultuur] = await seedLists(strapi, audience);
  const [everyone, culture] = await seedSegments(strapi, cultuur.documentId);
  const [weekly, announcement] = await seedTemplates(strapi);
  const now = Date.now();
  const sent = [
    ['Weekoverzicht week 36', weekly, everyone, 200],
    ['Weekoverzicht week 40', weekly, everyone, 52],
    ['Cultuuragenda oktober', announcement, culture, 40],
    ['Weekoverzicht week 45', weekly, everyone, 17],
    ['Uitnodiging lezersavond', announcement, everyone, 3],
  ] as const;
  for (const [n, [name, template, segment, daysAgo]] of sent.entries())
    await seedSentCampaign(strapi, n, {
      name,
      template,
      segment,
      sentAt: new Date(now - daysAgo * DAY),
      audience: segment === culture ? audience.filter((_, i) => share(i, 1, 45)) : audience,
    });
  // A completed A/B test of two subject lines, its winner sent to the rest (./demo-ab.ts).
  await seedDemoAbTest(strapi, (input) => seedSentCampaign(strapi, 8, input), {
    template: weekly,
    segment: everyone,
    audience,
    sentAt: new Date(now - 10 * DAY),
  });
  // A completed SMS campaign to four readers, its messages in the SMS outbox.
  await seedDemoSms(strapi, everyone, audience, new Date(now - 2 * DAY));
  // A completed push campaign with its results (./demo-push.ts); the demo has no devices.
  await seedDemoPush(strapi, everyone, audience, new Date(now - DAY));
  await strapi.documents('api::campaign.campaign').create({
    data: {
      name: 'Weekoverzicht week 48 (concept)',
      segment: everyone.documentId,
      template: weekly.documentId,
      ...SENDER,
    },
  } as any);
  const scheduled = await strapi.documents('api::campaign.campaign').create({
    data: { name: 'Kerstgroet', segment: everyone.documentId, template: announcement.documentId, ...SENDER },
  } as any);
  await strapi
    .service('api::campaign.actions')
    .run(scheduled.documentId, 'schedule', null, { scheduledAt: new Date(now + 14 * DAY).toISOString() });
  await seedTriggers(strapi, { everyone, culture, weekly, announcement });
  await seedDemoAutomations(strapi, { list: cultuur, template: announcement, sender: SENDER });
  await store.set({ key: 'demoEngagementSeeded', value: new Date().toISOString() });
  return true;
}

/**
 * A weekly digest on a trigger (its last run is the sent "week 45" campaign) and a monthly one switched off, so
 * /mail/triggers shows both states, the next runs and a run.
 */
async function seedTriggers(strapi: Strapi, { everyone, culture, weekly, announcement }: Record<string, Row>) {
  const digest = await strapi.documents('api::campaign.campaign').create({
    data: { name: 'Weekoverzicht (automatisch)', segment: everyone.documentId, template: weekly.documentId, ...SENDER },
  } as any);
  const trigger = await strapi.documents('api::campaign-trigger.campaign-trigger').create({
    data: { name: 'Weekoverzicht elke vrijdag', cron: '0 7 * * 5', campaign: digest.documentId, active: true },
  } as any);
  const lastRun = await strapi.db
    .query('api::campaign.campaign')
    .findOne({ where: { name: 'Weekoverzicht week 45' }, select: ['id', 'startedAt'] });
  if (lastRun) {
    await strapi.db
      .query('api::campaign.campaign')
      .update({ where: { id: lastRun.id }, data: { trigger: trigger.id } });
    await strapi.db
      .query('api::campaign-trigger.campaign-trigger')
      .update({ where: { id: trigger.id }, data: { runCount: 1, lastRunAt: lastRun.startedAt } });
  }
  const monthly = await strapi.documents('api::campaign.campaign').create({
    data: {
      name: 'Cultuurtip van de maand',
      segment: culture.documentId,
      template: announcement.documentId,
      ...SENDER,
    },
  } as any);
  await strapi.documents('api::campaign-trigger.campaign-trigger').create({
    data: { name: 'Cultuurtip, eerste van de maand', cron: '30 6 1 * *', campaign: monthly.documentId, active: false },
  } as any);
}
