/**
 * Sessions of an event (issue #21; decisions in docs/events.md): a title, begins and ends inside the event's times
 * (refused otherwise: 400 `sessionOutsideEvent`), an optional capacity of at least 1 and not below the seats its
 * tickets already hold. A session with tickets cannot be deleted (409 `session_has_tickets`); otherwise the
 * programme items that named it forget it.
 */
import { factories } from '@strapi/strapi';
import {
  EVENT_SESSION_RULES,
  fieldFailures,
  sessionInsideEvent,
  timeFailures,
  type FieldFailure,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { blank, refOf, whereRef } from '../../../services/records';
import type { Row } from '../../../strapi-types';

const UID = 'api::event-session.event-session';
const EVENT = 'api::event.event';
const TICKET = 'api::ticket.ticket';

export default factories.createCoreService(UID, ({ strapi }) => ({
  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    for (const field of ['title', 'location'])
      if (typeof input[field] === 'string') input[field] = input[field].trim() || null;
    const current: Row | null =
      action === 'update' && documentId
        ? await strapi.db.query(UID).findOne({
            where: { documentId },
            select: ['id', 'beginsAt', 'endsAt', 'capacity'],
            populate: { event: { select: ['id', 'beginsAt', 'endsAt'] } },
          })
        : null;
    const merged: Row = { ...(current ?? {}), ...input };
    const failures: FieldFailure[] = fieldFailures(
      EVENT_SESSION_RULES,
      input,
      action === 'create' ? undefined : Object.keys(input),
    );
    let event: Row | null = current?.event ?? null;
    if (action === 'create' || 'event' in input) {
      const ref = refOf(input.event);
      event = blank(ref)
        ? null
        : await strapi.db.query(EVENT).findOne({ where: whereRef(ref), select: ['id', 'beginsAt', 'endsAt'] });
      if (blank(ref)) failures.push({ path: ['event'], code: 'required' });
      else if (!event) failures.push({ path: ['event'], code: 'notFound' });
    }
    if (action === 'create' || ['beginsAt', 'endsAt', 'event'].some((f) => f in input)) {
      const times = timeFailures(merged.beginsAt, merged.endsAt, true);
      failures.push(...times);
      if (!times.length && event) failures.push(...sessionInsideEvent(merged, event));
    }
    if (current && 'capacity' in input && input.capacity !== null && !failures.some((f) => f.path[0] === 'capacity')) {
      const sold = await strapi.db.query(TICKET).count({ where: { session: { id: current.id }, revoked: false } });
      if (Number(input.capacity) < sold)
        failures.push({ path: ['capacity'], code: 'capacityBelowSold', params: { sold } });
    }
    if (failures.length) refuseFields(failures);
    return input;
  },

  async assertDeletable(documentId: string | undefined) {
    const session = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id', 'title'] });
    if (!session) return;
    const tickets = await strapi.db.query(TICKET).count({ where: { session: { id: session.id } } });
    if (tickets)
      throw new ConflictError(`Session ${session.title} has ${tickets} tickets and cannot be deleted.`, {
        code: 'session_has_tickets',
        params: { count: tickets },
      });
  },

  /** The delete, then the session's documentId out of its event's programme items. */
  async deleteFromProgramme(documentId: string | undefined, next: () => Promise<unknown>) {
    const session = documentId
      ? await strapi.db.query(UID).findOne({
          where: { documentId },
          select: ['id'],
          populate: { event: { select: ['id', 'blocks'] } },
        })
      : null;
    const result = await next();
    const blocks = session?.event?.blocks;
    if (Array.isArray(blocks)) {
      const without = blocks.map((block: Row) => ({
        ...block,
        items: Array.isArray(block?.items)
          ? block.items.map((item: Row) =>
              Array.isArray(item?.sessions)
                ? { ...item, sessions: item.sessions.filter((s: unknown) => s !== documentId) }
                : item,
            )
          : block?.items,
      }));
      await strapi.db.query(EVENT).update({ where: { id: session.event.id }, data: { blocks: without } });
    }
    return result;
  },
}));
