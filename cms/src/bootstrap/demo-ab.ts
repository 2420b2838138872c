/**
 * A completed A/B test for the demo (/mail/campaigns shows its results per variant and its winner): two subject
 * lines tried on a fifth of the segment, split as a real run splits (`abAssignment` with the run's seed), the
 * winner chosen by click rate from the seeded clicks, the rest sent with it.
 */
import {
  abAssignment,
  abResults,
  abTestGroupSize,
  chooseWinner,
  type AbSettings,
  type AbState,
} from '@newsroom/config';
import { variantCounts } from '../api/campaign/services/ab-test-sql';
import { entry } from '../api/order/services/history';
import type { Row, Strapi } from '../strapi-types';

const HOUR = 3_600_000;
type SentInput = {
  name: string;
  template: any;
  segment: any;
  sentAt: Date;
  audience: { id: number; email: string }[];
};

const SETTINGS: AbSettings = {
  testShare: 20,
  waitHours: 4,
  metric: 'CLICK_RATE',
  winnerMode: 'AUTO',
  variants: [
    { key: 'A', subject: 'Het weekoverzicht' },
    { key: 'B', subject: 'Deze vijf verhalen moet u gelezen hebben' },
  ],
};

export async function seedDemoAbTest(
  strapi: Strapi,
  seedSent: (input: SentInput) => Promise<number>,
  input: Omit<SentInput, 'name'>,
) {
  const knex = strapi.db.connection;
  const id = await seedSent({ ...input, name: 'Onderwerptest weekoverzicht' });
  const rows = await knex('campaign_recipients').where({ campaign_id: id }).orderBy('id').select('id');
  const seed = `${id}:${input.sentAt.getTime()}`;
  const split = abAssignment(
    rows.map((r: Row) => Number(r.id)),
    { testShare: SETTINGS.testShare, variantCount: 2 },
    seed,
  );
  for (const key of ['A', 'B']) {
    const ids = [...split].filter(([, v]) => v !== null && 'AB'[v] === key).map(([rid]) => rid);
    if (ids.length) await knex('campaign_recipients').whereIn('id', ids).update({ variant: key });
  }
  // B's subject draws more clicks, the same on every database (the split's order depends on the row ids): the test
  // group's clicks are replaced by 3 in 5 of B's recipients and 1 in 5 of A's, rounded so that B leads.
  const testRows = await knex('campaign_recipients')
    .where({ campaign_id: id })
    .whereNotNull('variant')
    .orderBy('id')
    .select('id', 'profile_id', 'email', 'variant');
  await knex('mail_events')
    .where({ campaign_id: id, type: 'click' })
    .whereIn(
      'recipient_id',
      testRows.map((r: Row) => r.id),
    )
    .delete();
  const clicks = testRows.filter((r: Row) => {
    const own = testRows.filter((o: Row) => o.variant === r.variant);
    const place = own.indexOf(r);
    return r.variant === 'B' ? place < Math.ceil(own.length * 0.6) : place < Math.floor(own.length * 0.2);
  });
  const extra = clicks.map((r: Row) => ({
    campaign_id: id,
    recipient_id: r.id,
    profile_id: r.profile_id,
    email: r.email,
    type: 'click',
    link: 'https://www.example.nl/',
    occurred_at: new Date(input.sentAt.getTime() + HOUR),
  }));
  if (extra.length) await knex.batchInsert('mail_events', extra, 200);

  const decisionAt = new Date(input.sentAt.getTime() + SETTINGS.waitHours * HOUR);
  const counts = await Promise.all(['A', 'B'].map((key) => variantCounts(knex, id, key, null)));
  const { winner, reason } = chooseWinner(abResults(counts, SETTINGS.metric), SETTINGS.metric);
  const testSize = abTestGroupSize(rows.length, SETTINGS.testShare);
  const abState: AbState = {
    seed,
    splitAt: input.sentAt.toISOString(),
    testSize,
    restSize: rows.length - testSize,
    released: ['A', 'B'],
    decisionAt: decisionAt.toISOString(),
    winner,
    reason,
    decidedAt: decisionAt.toISOString(),
    decidedBy: 'AUTO',
    restAt: decisionAt.toISOString(),
    restReleased: true,
  };
  const campaign = await strapi.db.query('api::campaign.campaign').findOne({ where: { id }, select: ['history'] });
  const subject = SETTINGS.variants.find((v) => v.key === winner) as { subject: string };
  await strapi.db.query('api::campaign.campaign').update({
    where: { id },
    data: {
      type: 'AB',
      variable: 'CONTENT',
      variants: SETTINGS,
      abState,
      sentSubject: subject.subject,
      history: [
        ...(campaign?.history ?? []),
        { ...entry(null, 'ab-winner', { note: `${winner} (${reason.code})` }), at: decisionAt.toISOString() },
      ],
    },
  });
}
