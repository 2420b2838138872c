import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const MAX_EVENTS_PER_BATCH = 200;

export default factories.createCoreService('api::statistic.statistic', ({ strapi }) => ({
  /** Stores a batch of events in one insert; a malformed batch is refused whole. */
  async record(events: unknown, userId: number | null) {
    if (!Array.isArray(events) || events.length === 0) {
      throw new errors.ValidationError('data.events must be a non-empty list', { code: 'events_required' });
    }
    if (events.length > MAX_EVENTS_PER_BATCH) {
      throw new errors.ValidationError(`At most ${MAX_EVENTS_PER_BATCH} events per request`, { code: 'too_many_events' });
    }
    const now = new Date();
    const rows = events.map((event, index) => {
      const { url, eventType } = (event ?? {}) as Record<string, unknown>;
      if (typeof url !== 'string' || !url || url.length > 2048 || eventType !== 'Pageview') {
        throw new errors.ValidationError(`Event ${index} needs a url and eventType "Pageview"`, { code: 'invalid_event', index });
      }
      return { url, eventType, userId, occurredAt: now };
    });
    await strapi.db.query('api::statistic.statistic').createMany({ data: rows });
    return rows.length;
  },
}));
