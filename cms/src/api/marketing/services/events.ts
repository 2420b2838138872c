/**
 * Impressions and clicks the websites send back in batches (like page views, api/statistic): up to 200 events
 * a request, each naming the zone, bundle and content the zone API answered with. They are added to hourly
 * rows of marketing_stats in one upsert; events naming a zone, bundle or content that does not exist (any
 * more) are left out, and the answer says how many were stored. A malformed batch is refused whole.
 */
import { errors } from '@strapi/utils';
import { MARKETING_EVENT_TYPES, MARKETING_EVENTS_MAX } from '@newsroom/config';
import type { Row, WithStrapi } from '../../../strapi-types';

export const STATS_TABLE = 'marketing_stats';
const HOUR_MS = 3_600_000;
const UIDS = {
  zone: 'api::marketing-zone.marketing-zone',
  bundle: 'api::marketing-bundle.marketing-bundle',
  content: 'api::marketing-content.marketing-content',
} as const;
const ID = /^[a-z0-9]{1,64}$/;

type Event = { type: 'IMPRESSION' | 'CLICK'; zone: string; bundle: string; content: string };

export function parseEvents(events: unknown): Event[] {
  if (!Array.isArray(events) || events.length === 0)
    throw new errors.ValidationError('data.events must be a non-empty list', { code: 'events_required' });
  if (events.length > MARKETING_EVENTS_MAX)
    throw new errors.ValidationError(`At most ${MARKETING_EVENTS_MAX} events per request`, {
      code: 'too_many_events',
    });
  return events.map((event, index) => {
    const { type, zone, bundle, content } = (event ?? {}) as Row;
    const valid =
      (MARKETING_EVENT_TYPES as readonly unknown[]).includes(type) &&
      [zone, bundle, content].every((id) => typeof id === 'string' && ID.test(id));
    if (!valid)
      throw new errors.ValidationError(
        `Event ${index} needs a type (IMPRESSION or CLICK) and the zone, bundle and content ids the zone API gave`,
        { code: 'invalid_event', index },
      );
    return { type, zone, bundle, content };
  });
}

export default ({ strapi }: WithStrapi) => ({
  async record(raw: unknown, now = Date.now()): Promise<number> {
    const events = parseEvents(raw);
    const known = Object.fromEntries(
      await Promise.all(
        (Object.keys(UIDS) as Array<keyof typeof UIDS>).map(async (kind) => {
          const ids = [...new Set(events.map((e) => e[kind]))];
          const rows = await strapi.db
            .query(UIDS[kind])
            .findMany({ where: { documentId: { $in: ids } }, select: ['documentId'] });
          return [kind, new Set(rows.map((r: Row) => r.documentId))];
        }),
      ),
    ) as Record<keyof typeof UIDS, Set<string>>;
    const hour = Math.floor(now / HOUR_MS);
    const merged = new Map<string, Row>();
    let stored = 0;
    for (const e of events) {
      if (!known.zone.has(e.zone) || !known.bundle.has(e.bundle) || !known.content.has(e.content)) continue;
      stored++;
      const key = `${e.zone}\u0000${e.bundle}\u0000${e.content}`;
      const row = merged.get(key) ?? {
        hour,
        zone_id: e.zone,
        bundle_id: e.bundle,
        content_id: e.content,
        impressions: 0,
        clicks: 0,
      };
      if (e.type === 'IMPRESSION') row.impressions++;
      else row.clicks++;
      merged.set(key, row);
    }
    if (merged.size) {
      const knex = strapi.db.connection;
      await knex(STATS_TABLE)
        .insert([...merged.values()])
        .onConflict(['hour', 'zone_id', 'bundle_id', 'content_id'])
        .merge({
          impressions: knex.raw('?? + excluded.??', [`${STATS_TABLE}.impressions`, 'impressions']),
          clicks: knex.raw('?? + excluded.??', [`${STATS_TABLE}.clicks`, 'clicks']),
        });
    }
    return stored;
  },
});
