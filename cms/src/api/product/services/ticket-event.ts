/**
 * A ticket product's event and session (issue #21, docs/events.md "Tickets"): only a TICKET names them; the event
 * must exist, and a session must be one of that event's sessions (else 400 `unknownSession` on `eventSession`), so a
 * ticket never admits to a session of another event. A TICKET without an event sells as stock without tickets
 * (products sold before events existed).
 */
import type { FieldFailure } from '@newsroom/config';
import { blank, refOf, whereRef } from '../../../services/records';
import type { Strapi } from '../../../strapi-types';

const UID = 'api::product.product';
const EVENT = 'api::event.event';
const SESSION = 'api::event-session.event-session';
type Row = Record<string, any>;

/** The one record a to-one relation input names; null when it clears it. */
function singleRef(input: Row, field: string): unknown {
  const value = input[field];
  if (value && typeof value === 'object' && Array.isArray(value.set)) return refOf(value.set[0]) ?? null;
  if (value && typeof value === 'object' && !value.connect?.length && value.disconnect) return null;
  const ref = refOf(value);
  return blank(ref) ? null : ref;
}

export async function ticketEventFailures(
  strapi: Strapi,
  input: Row,
  existingId: number | null,
  type: string,
): Promise<FieldFailure[]> {
  if (!('event' in input) && !('eventSession' in input) && !('type' in input && existingId)) return [];
  const existing = existingId
    ? await strapi.db.query(UID).findOne({
        where: { id: existingId },
        select: ['id'],
        populate: { event: { select: ['id'] }, eventSession: { select: ['id'] } },
      })
    : null;
  const eventRef = 'event' in input ? singleRef(input, 'event') : (existing?.event?.id ?? null);
  const sessionRef = 'eventSession' in input ? singleRef(input, 'eventSession') : (existing?.eventSession?.id ?? null);
  const failures: FieldFailure[] = [];
  if (type !== 'TICKET') {
    if (eventRef !== null) failures.push({ path: ['event'], code: 'ticketOnly' });
    if (sessionRef !== null) failures.push({ path: ['eventSession'], code: 'ticketOnly' });
    return failures;
  }
  const event =
    eventRef === null ? null : await strapi.db.query(EVENT).findOne({ where: whereRef(eventRef), select: ['id'] });
  if (eventRef !== null && !event) failures.push({ path: ['event'], code: 'notFound' });
  if (sessionRef === null) return failures;
  const session = await strapi.db
    .query(SESSION)
    .findOne({ where: whereRef(sessionRef), select: ['id'], populate: { event: { select: ['id'] } } });
  if (!session) failures.push({ path: ['eventSession'], code: 'notFound' });
  else if (!event || session.event?.id !== event.id) failures.push({ path: ['eventSession'], code: 'unknownSession' });
  return failures;
}
