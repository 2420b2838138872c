/**
 * Events (issue #21; decisions in docs/events.md). The rules of every write path (document rules): the field
 * rules of @newsroom/config, begins and ends (both required, the end after the start), the programme (`blocks`,
 * items may name only this event's sessions), the event's sessions kept inside its times, and a slug unique
 * whatever its case (suggested from the title). An event with tickets cannot be deleted (409
 * `event_has_tickets`); otherwise its sessions go with it and its ticket products lose the link.
 */
import { factories } from '@strapi/strapi';
import {
  EVENT_RULES,
  SLUG_MAX,
  blocksFailures,
  fieldFailures,
  sessionInsideEvent,
  slugify,
  timeFailures,
  type FieldFailure,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { blank } from '../../../services/records';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';
import { slugTaken, uniqueSlugGuard } from '../../../services/slugged';
import type { Row } from '../../../strapi-types';

const UID = 'api::event.event';
const SESSION = 'api::event-session.event-session';
const TICKET = 'api::ticket.ticket';
const TRIMMED = ['title', 'location', 'slug', 'redirectUri'];

export default factories.createCoreService(UID, ({ strapi }) => ({
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    for (const field of TRIMMED) if (typeof input[field] === 'string') input[field] = input[field].trim() || null;
    if (typeof input.slug === 'string') input.slug = input.slug.toLowerCase();
    if (action === 'create' && blank(input.slug) && typeof input.title === 'string')
      input.slug = slugify(input.title, SLUG_MAX) || null;
    const current: Row | null =
      action === 'update' && documentId
        ? await strapi.db.query(UID).findOne({
            where: { documentId },
            select: ['id', 'beginsAt', 'endsAt'],
            populate: { sessions: { select: ['documentId', 'beginsAt', 'endsAt'] } },
          })
        : null;
    const merged: Row = { ...(current ?? {}), ...input };

    const failures: FieldFailure[] = fieldFailures(
      EVENT_RULES,
      input,
      action === 'create' ? undefined : Object.keys(input),
    );
    if (action === 'create' && blank(input.slug) && !failures.some((f) => f.path[0] === 'title'))
      failures.push({ path: ['slug'], code: 'required' });
    if (action === 'create' || 'beginsAt' in input || 'endsAt' in input) {
      const times = timeFailures(merged.beginsAt, merged.endsAt, true);
      failures.push(...times);
      // Moving the event must keep its sessions inside it.
      const sessions: Row[] = current?.sessions ?? [];
      if (!times.length && sessions.some((s) => sessionInsideEvent(s, merged).length))
        failures.push({ path: ['beginsAt'], code: 'sessionsOutsideEvent' });
    }
    if ('blocks' in input) {
      const sessionIds = (current?.sessions ?? []).map((s: Row) => String(s.documentId));
      failures.push(...blocksFailures(input.blocks, sessionIds));
    }
    if (!failures.some((f) => f.path[0] === 'slug') && typeof input.slug === 'string')
      failures.push(...(await slugTaken(strapi, UID, input.slug, documentId)));
    if (failures.length) refuseFields(failures);
    return input;
  },

  guardUniqueSlug: uniqueSlugGuard(UNIQUE_INDEXES.eventSlug.name),

  /** An event with tickets (sold, revoked or scanned) stays: its guest list and its orders name it. */
  async assertDeletable(documentId: string | undefined) {
    const event = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id', 'title'] });
    if (!event) return;
    const tickets = await strapi.db.query(TICKET).count({ where: { event: { id: event.id } } });
    if (tickets)
      throw new ConflictError(`Event ${event.title} has ${tickets} tickets and cannot be deleted; unpublish it.`, {
        code: 'event_has_tickets',
        params: { count: tickets },
      });
  },

  /** The delete, then the event's sessions (a session belongs to one event). */
  async deleteWithSessions(documentId: string | undefined, next: () => Promise<unknown>) {
    const event = documentId
      ? await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id'], populate: { sessions: true } })
      : null;
    const result = await next();
    const ids = (event?.sessions ?? []).map((s: Row) => s.id);
    if (ids.length) await strapi.db.query(SESSION).deleteMany({ where: { id: { $in: ids } } });
    return result;
  },
}));
