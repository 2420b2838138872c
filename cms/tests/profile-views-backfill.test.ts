// The profiles' content views of page views stored before the table existed (segments' "viewed content"
// condition): a job queued once at the upgrade fills them from the raw events, without counting a day the
// ingestion already wrote a second time; the nightly prune drops days no condition can reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEGMENT_MAX_DAYS } from '@newsroom/config';
import { startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { createReader } from './helpers/readers';
import { JOB_UID } from '../src/services/jobs';
import {
  PROFILE_VIEWS_BACKFILL_JOB,
  queueProfileViewsBackfill,
} from '../src/api/statistic/services/profile-views-backfill';

const DAY_MS = 86_400_000;
const today = Math.floor(Date.now() / DAY_MS);
let app: TestApp;
let admin: Client;
let itemId: string;
let tagId: string;

const views = () =>
  app.strapi.db
    .connection('profile_content_views')
    .select('profile_id', 'document_id', 'day', 'views')
    .orderBy(['profile_id', 'day']);
const profileOf = async (email: string) =>
  (await app.strapi.db.query('api::profile.profile').findOne({ where: { email } })).id as number;
const userOf = async (email: string) =>
  (await app.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } })).id as number;
const tree = (...rules: unknown[]) => ({ type: 'group', op: 'AND', rules });
const viewedLastWeek = () =>
  admin.post('/api/segments/count', {
    rules: tree({ type: 'contentViewed', taxonomy: 'tag', ids: [tagId], days: 7 }),
  });

beforeAll(async () => {
  app = await startApp();
  admin = await app.login();
  const tag = await admin.post('/api/tags', { data: { name: 'Archief', slug: 'backfill-archief' } });
  tagId = tag.body.data.documentId;
  const item = await admin.post('/api/contents?locale=nl', {
    data: { type: 'ARTICLE', status: 'PUBLISHED', title: 'Oud nieuws', slug: 'backfill-oud', tags: [tagId] },
  });
  expect(item.status).toBe(201);
  itemId = item.body.data.documentId;
});
afterAll(() => app?.stop());

describe('backfill of the profiles’ content views', () => {
  it('fills the days of earlier page views once, keeps the days the ingestion wrote, and runs only once', async () => {
    // A reader seen today through the ingestion, and earlier events of theirs and of a second reader,
    // stored as raw events only (as before the upgrade).
    const live = await createReader(app, 'ACCOUNT', 'live@backfill.test');
    await createReader(app, 'ACCOUNT', 'oud@backfill.test');
    const posted = await live.post('/api/statistics', {
      data: { events: [{ url: '/artikel/backfill-oud', eventType: 'Pageview' }] },
    });
    expect(posted.status).toBe(201);
    const [liveUser, oldUser] = [await userOf('live@backfill.test'), await userOf('oud@backfill.test')];
    const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
    await app.strapi.db.query('api::statistic.statistic').createMany({
      data: [
        { url: '/artikel/backfill-oud', eventType: 'Pageview', userId: liveUser, occurredAt: new Date() },
        { url: '/artikel/backfill-oud', eventType: 'Pageview', userId: oldUser, occurredAt: daysAgo(3) },
        {
          url: 'https://krant.example/artikel/backfill-oud?x=1',
          eventType: 'Pageview',
          userId: oldUser,
          occurredAt: daysAgo(3),
        },
        { url: '/artikel/backfill-oud', eventType: 'Pageview', userId: oldUser, occurredAt: daysAgo(20) },
        { url: '/over-ons', eventType: 'Pageview', userId: oldUser, occurredAt: daysAgo(2) },
        { url: '/artikel/bestaat-niet', eventType: 'Pageview', userId: oldUser, occurredAt: daysAgo(2) },
        // An account without a profile (or deleted since) adds nothing.
        { url: '/artikel/backfill-oud', eventType: 'Pageview', userId: 999_999, occurredAt: daysAgo(1) },
      ],
    });
    expect((await viewedLastWeek()).body.data.count).toBe(1);

    expect(await queueProfileViewsBackfill(app.strapi)).toBe(true);
    let job;
    for (let i = 0; i < 400; i++) {
      job = await app.strapi.db.query(JOB_UID).findOne({ where: { type: PROFILE_VIEWS_BACKFILL_JOB } });
      if (job?.status === 'COMPLETED' || job?.status === 'FAILED') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(job).toMatchObject({ status: 'COMPLETED', progress: { total: 8, processed: 8 } });

    const [liveProfile, oldProfile] = [await profileOf('live@backfill.test'), await profileOf('oud@backfill.test')];
    expect(await views()).toEqual(
      [
        // The ingestion's own row of today stays as it was (1), not 1 + the backfilled event.
        { profile_id: liveProfile, document_id: itemId, day: today, views: 1 },
        { profile_id: oldProfile, document_id: itemId, day: today - 20, views: 1 },
        { profile_id: oldProfile, document_id: itemId, day: today - 3, views: 2 },
      ].sort((a, b) => a.profile_id - b.profile_id || a.day - b.day),
    );
    expect((await viewedLastWeek()).body.data.count).toBe(2);

    // Once: a later start finds the job and queues nothing.
    expect(await queueProfileViewsBackfill(app.strapi)).toBe(false);
  });

  it('prunes the days older than any condition can ask for', async () => {
    const profile = await profileOf('oud@backfill.test');
    await app.strapi.db.connection('profile_content_views').insert([
      { profile_id: profile, document_id: itemId, day: today - SEGMENT_MAX_DAYS - 1, views: 4 },
      { profile_id: profile, document_id: itemId, day: today - SEGMENT_MAX_DAYS, views: 5 },
    ]);
    expect(await app.strapi.service('api::statistic.statistic').pruneProfileViews()).toBe(1);
    const left = (await views()).filter((row) => row.day <= today - SEGMENT_MAX_DAYS);
    expect(left).toEqual([{ profile_id: profile, document_id: itemId, day: today - SEGMENT_MAX_DAYS, views: 5 }]);
  });
});
