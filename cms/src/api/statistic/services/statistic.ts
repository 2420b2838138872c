import type { ContentReport } from '@newsroom/config';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LANGUAGE, LANGUAGES, STATISTICS_PERIODS } from '@newsroom/config';
import { contentKeyOf, normalizeContentPath, type ContentKey } from './attribution';
import { addContentViews, CONTENT_VIEWS_TABLE, type ContentViewRow } from './content-views';
import { frameOf, HOUR_MS, isPeriod, toSeries } from './periods';
import { addProfileViews, profileOfUser } from './profile-views';
import { pruneProfileViews } from './profile-views-backfill';
import { dbModel } from '../../../services/db-model';
import { pageViewEntry } from '../../log-entry/writers';
import type { Query, Row } from '../../../strapi-types';

const MAX_EVENTS_PER_BATCH = 200;
const keysOf = (views: ContentViewRow[]) => views.map((view) => view.documentId);
const CONTENT = 'api::content.content';
const DEFAULT_TOP = 10;
const MAX_TOP = 100;

export type ReportQuery = { period?: unknown; content?: unknown; locale?: unknown; limit?: unknown };

export default factories.createCoreService('api::statistic.statistic', ({ strapi }) => ({
  /**
   * Stores a batch of events in one transaction: the raw rows, and one view per event whose URL
   * is a content item's (see ./attribution) added to that item's hourly bucket. The items are
   * looked up with one query per batch. A malformed batch is refused whole.
   */
  async record(events: unknown, userId: number | null, staff: { id: number; name: string | null } | null = null) {
    if (!Array.isArray(events) || events.length === 0) {
      throw new errors.ValidationError('data.events must be a non-empty list', { code: 'events_required' });
    }
    if (events.length > MAX_EVENTS_PER_BATCH) {
      throw new errors.ValidationError(`At most ${MAX_EVENTS_PER_BATCH} events per request`, {
        code: 'too_many_events',
      });
    }
    const now = new Date();
    const rows = events.map((event, index) => {
      const { url, eventType } = (event ?? {}) as Record<string, unknown>;
      if (typeof url !== 'string' || !url || url.length > 2048 || eventType !== 'Pageview') {
        throw new errors.ValidationError(`Event ${index} needs a url and eventType "Pageview"`, {
          code: 'invalid_event',
          index,
        });
      }
      return { url, eventType, userId, occurredAt: now };
    });
    await strapi.db.transaction(async ({ trx }) => {
      await strapi.db.query('api::statistic.statistic').createMany({ data: rows });
      if (staff)
        await strapi.service('api::log-entry.log-entry').record(rows.map((r) => pageViewEntry(r.url, staff, now)));
      const keys = await this.attribute(rows.map((r) => r.url));
      if (keys.length === 0) return;
      const items = await this.itemsByKey(keys);
      const hour = Math.floor(now.getTime() / HOUR_MS);
      const views: ContentViewRow[] = keys.flatMap((key) => {
        const documentId = items.get(`${key.locale}/${key.slug}`);
        return documentId ? [{ hour, documentId, locale: key.locale, views: 1 }] : [];
      });
      if (views.length) await addContentViews(trx, views);
      // A signed-in reader's views also go to their profile's day (the segments' "viewed content" condition).
      const profileId = views.length && userId ? await profileOfUser(strapi, trx, userId) : null;
      if (profileId) await addProfileViews(trx, profileId, keysOf(views), now);
    });
    return rows.length;
  },

  /** The content keys of the URLs that follow the URL rule (others are dropped). */
  async attribute(urls: string[]): Promise<ContentKey[]> {
    const keyOf = await this.contentKeyReader();
    return urls.map(keyOf).filter((key): key is ContentKey => key !== null);
  },

  /** Deletes the profiles' content views older than any segment condition can ask for (nightly cron). */
  pruneProfileViews(now = Date.now()): Promise<number> {
    return pruneProfileViews(strapi.db.connection, now);
  },

  /** A URL's content key by the site's current content path (read once), or null. */
  async contentKeyReader(): Promise<(url: string) => ContentKey | null> {
    const config = await strapi.db.query('api::config.config').findOne({ populate: ['social'] });
    const contentPath = normalizeContentPath(config?.social?.contentPath ?? '/artikel');
    return (url) => contentKeyOf(url, contentPath, LANGUAGES, DEFAULT_LANGUAGE);
  },

  /** documentId by "locale/slug", for every key, in one query. */
  async itemsByKey(keys: ContentKey[]): Promise<Map<string, string>> {
    const byLocale = new Map<string, Set<string>>();
    for (const { locale, slug } of keys) byLocale.set(locale, (byLocale.get(locale) ?? new Set()).add(slug));
    const found = await strapi.db.query(CONTENT).findMany({
      where: { $or: [...byLocale].map(([locale, slugs]) => ({ locale, slug: { $in: [...slugs] } })) },
      select: ['documentId', 'locale', 'slug'],
    });
    return new Map(found.map((row) => [`${row.locale}/${row.slug}`, row.documentId]));
  },

  /**
   * Views over a period: the series (every bucket, 0 when empty) and total, narrowed to one item
   * (and one of its languages) when asked, and the period's top items across all content.
   */
  async contentReport(query: ReportQuery, now = Date.now()) {
    if (!isPeriod(query.period)) {
      throw new errors.ValidationError(`period must be one of ${STATISTICS_PERIODS.join(', ')}`, {
        code: 'invalid_period',
        allowed: STATISTICS_PERIODS,
      });
    }
    const limit = query.limit === undefined ? DEFAULT_TOP : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TOP) {
      throw new errors.ValidationError(`limit must be a whole number from 1 to ${MAX_TOP}`, { code: 'invalid_limit' });
    }
    const locale = query.locale === undefined ? undefined : String(query.locale);
    if (locale !== undefined && !(LANGUAGES as readonly string[]).includes(locale)) {
      throw new errors.ValidationError(`locale must be one of ${LANGUAGES.join(', ')}`, { code: 'invalid_locale' });
    }
    const content = query.content === undefined ? undefined : String(query.content);
    if (content !== undefined) {
      const exists = await strapi.db
        .query(CONTENT)
        .count({ where: { documentId: content, ...(locale ? { locale } : {}) } });
      if (!exists)
        throw new errors.NotFoundError('No content item with this documentId', { code: 'not_found', content });
    }

    const frame = frameOf(query.period, now);
    const knex = strapi.db.connection;
    const inFrame = (q: Query) => q.where('v.hour', '>=', frame.fromHour).andWhere('v.hour', '<', frame.toHour);
    const hoursQuery = inFrame(
      knex({ v: CONTENT_VIEWS_TABLE }).select('v.hour').sum({ views: 'v.views' }).groupBy('v.hour'),
    );
    if (content) hoursQuery.andWhere('v.document_id', content);
    if (locale) hoursQuery.andWhere('v.locale', locale);

    const meta = dbModel(strapi, CONTENT);
    const col = (name: string) => `c.${meta.column(name)}`;
    const topQuery = inFrame(
      knex({ v: CONTENT_VIEWS_TABLE })
        .join({ c: meta.table }, (on) =>
          on.on(col('documentId'), '=', 'v.document_id').andOn(col('locale'), '=', 'v.locale'),
        )
        .select({
          documentId: 'v.document_id',
          locale: 'v.locale',
          title: col('title'),
          slug: col('slug'),
          type: col('type'),
        })
        .sum({ views: 'v.views' })
        .groupBy('v.document_id', 'v.locale', col('title'), col('slug'), col('type')),
    )
      .orderBy([{ column: 'views', order: 'desc' }, { column: 'v.document_id' }, { column: 'v.locale' }])
      .limit(limit);

    const [hours, top] = await Promise.all([hoursQuery, topQuery]);
    const series = toSeries(
      frame,
      hours.map((r: Row) => ({ hour: Number(r.hour), views: Number(r.views) })),
    );
    return {
      period: frame.period,
      from: new Date(frame.starts[0]).toISOString(),
      to: new Date(frame.end).toISOString(),
      bucket: frame.bucket,
      total: series.reduce((sum, point) => sum + point.views, 0),
      series,
      top: top.map((row: Row) => ({
        documentId: row.documentId,
        title: row.title,
        slug: row.slug,
        type: row.type,
        locale: row.locale,
        views: Number(row.views),
      })),
    } satisfies ContentReport;
  },
}));
