/**
 * The public zone API (docs/marketing.md): for a zone and a visitor, what to show now. A zone's plan (the zone,
 * its active bundles and their active contents that have not ended) comes from the marketing cache, which any
 * marketing write empties; per request only the schedule, the targeting (the content access evaluator plus
 * pages, categories and device), the frequency cap and the weighted pick are decided. A content with a cap is
 * shown only to a visitor the API can recognise (signed in, or with the site's anonymous id); its showing is
 * remembered at once, so the cap holds without waiting for the site's impression batch.
 */
import { errors } from '@strapi/utils';
import {
  accessRuleOf,
  capAllows,
  DAY_MS,
  deviceOf,
  hasCap,
  MARKETING_DEVICES,
  pickWeighted,
  scheduleState,
  targetingDecision,
  VISITOR_ID,
  ZONE_KEY,
  type MarketingDevice,
} from '@newsroom/config';
import { canRead, type Reader } from '../../content/services/access';
import { marketingCacheOf } from '../../../services/read-cache';
import { MARKETING_CONTENT_UID, MARKETING_RULE_FIELDS } from '../../marketing-content/services/marketing-content';
import { createExposureStore, EXPOSURES_TABLE } from './exposures';
import type { Row, WithStrapi } from '../../../strapi-types';

const ZONE_UID = 'api::marketing-zone.marketing-zone';
const BUNDLE_UID = 'api::marketing-bundle.marketing-bundle';
const CONTENT_FIELDS = ['documentId', 'name', ...MARKETING_RULE_FIELDS];

export type Candidate = { bundle: string; weight: number; content: Row };
export type ZonePlan = { zone: Row | null; candidates: Candidate[] };
export type ZoneQuery = { visitor?: string; path?: string; categories: string[]; device: MarketingDevice };

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const ALLOWED = new Set(['visitor', 'path', 'category', 'device']);

/** The zone request's query, checked (400 with a code the site's developer can act on). */
export function zoneQuery(query: Record<string, unknown>, userAgent: string | undefined): ZoneQuery {
  const unknown = Object.keys(query).filter((key) => !ALLOWED.has(key));
  if (unknown.length)
    throw new errors.ValidationError(`Unknown query parameters: ${unknown.join(', ')}`, {
      code: 'unknown_parameters',
      parameters: unknown,
    });
  const visitor = single(query.visitor);
  if (visitor !== undefined && (typeof visitor !== 'string' || !VISITOR_ID.test(visitor)))
    throw new errors.ValidationError('visitor must be 8 to 64 letters, digits, dashes or underscores.', {
      code: 'invalid_visitor',
    });
  const path = single(query.path);
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/') || path.length > 2048))
    throw new errors.ValidationError('path must be the page path, starting with /.', { code: 'invalid_path' });
  const device = single(query.device);
  if (device !== undefined && !(MARKETING_DEVICES as readonly unknown[]).includes(String(device).toUpperCase()))
    throw new errors.ValidationError(`device must be one of ${MARKETING_DEVICES.join(', ')}.`, {
      code: 'invalid_device',
    });
  const categories = (Array.isArray(query.category) ? query.category : [query.category])
    .flatMap((c) => (typeof c === 'string' ? c.split(',') : []))
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 25);
  return {
    visitor: visitor as string | undefined,
    path: path as string | undefined,
    categories,
    device: device ? (String(device).toUpperCase() as MarketingDevice) : deviceOf(userAgent),
  };
}

export default ({ strapi }: WithStrapi) => {
  const exposures = createExposureStore(() => strapi.db.connection);
  return {
    exposures,

    /** The zone's plan, read from the database (the cache calls this on a miss). */
    async loadPlan(key: string, now = Date.now()): Promise<ZonePlan> {
      const zone = await strapi.db.query(ZONE_UID).findOne({
        where: { key },
        select: ['id', 'documentId', 'key', 'name', 'width', 'height'],
        populate: { group: { select: ['id'] } },
      });
      if (!zone) return { zone: null, candidates: [] };
      const placed = [{ zone: { id: zone.id } }, ...(zone.group ? [{ zoneGroup: { id: zone.group.id } }] : [])];
      const bundles = await strapi.db
        .query(BUNDLE_UID)
        .findMany({ where: { active: true, $or: placed }, select: ['documentId', 'items'], orderBy: { id: 'asc' } });
      const items = bundles.flatMap((bundle: Row) =>
        (Array.isArray(bundle.items) ? bundle.items : []).map((item: Row) => ({ bundle: bundle.documentId, ...item })),
      );
      const ids = [...new Set(items.map((item: Row) => item.content))];
      const contents = ids.length
        ? await strapi.db
            .query(MARKETING_CONTENT_UID)
            .findMany({ where: { documentId: { $in: ids }, active: true }, select: ['id', ...CONTENT_FIELDS] })
        : [];
      const byId = new Map(
        contents.filter((c: Row) => scheduleState(c, now) !== 'ENDED').map((c: Row) => [c.documentId, c]),
      );
      const { id: _id, group: _group, ...shown } = zone;
      return {
        zone: shown,
        candidates: items
          .filter((item: Row) => byId.has(item.content))
          .map((item: Row) => ({
            bundle: item.bundle,
            weight: Number(item.weight),
            content: byId.get(item.content) as Row,
          })),
      };
    },

    async plan(key: string): Promise<ZonePlan> {
      if (!ZONE_KEY.test(key)) return { zone: null, candidates: [] };
      const answer = await marketingCacheOf(strapi).wrap(`zone:${key}`, async () => ({
        status: 200,
        body: await this.loadPlan(key),
      }));
      return answer.body as ZonePlan;
    },

    /** What the zone shows this visitor now, or null content; the showing of a capped content is remembered. */
    async serve(key: string, query: ZoneQuery, reader: Reader, { now = Date.now(), random = Math.random } = {}) {
      const plan = await this.plan(key);
      if (!plan.zone)
        throw new errors.NotFoundError('No marketing zone has this key.', { code: 'zone_not_found', key });
      const at = new Date(now);
      const place = { path: query.path ?? '/', categories: query.categories, device: query.device };
      let eligible = plan.candidates.filter(
        ({ content }) =>
          scheduleState(content, now) === 'RUNNING' &&
          targetingDecision(content, place, canRead(accessRuleOf(content), reader, at).allowed).shown,
      );
      const visitor = reader.userId ? `u:${reader.userId}` : query.visitor ? `a:${query.visitor}` : null;
      const capped = eligible.filter(({ content }) => hasCap(content));
      if (capped.length) {
        const shown = visitor ? await exposures.shownAt(visitor, now) : new Map<string, number[]>();
        eligible = eligible.filter(
          ({ content }) =>
            !hasCap(content) || (visitor && capAllows(content, shown.get(content.documentId) ?? [], now)),
        );
      }
      const pick = pickWeighted(eligible, random());
      if (pick && visitor && hasCap(pick.content)) exposures.record(visitor, pick.content.documentId, now);
      return {
        zone: plan.zone,
        bundle: pick?.bundle ?? null,
        content: pick
          ? { documentId: pick.content.documentId, type: pick.content.type, fields: pick.content.fields ?? {} }
          : null,
      };
    },

    /** Nightly: showings older than the longest possible cap (365 days) are forgotten. */
    async pruneExposures(now = Date.now()): Promise<number> {
      await exposures.flush();
      const pruned = await strapi.db
        .connection(EXPOSURES_TABLE)
        .where('shown_at', '<', now - 365 * DAY_MS)
        .delete();
      exposures.clear();
      return pruned;
    },
  };
};
