/**
 * Session capacity (service `api::ticket.seats`; table of the migration `event-session-seats`): a TICKET
 * product with an event session whose `capacity` is set never sells more seats for that session, over all
 * its products, than the capacity. `take` adds an order line's seats with one upsert (which also copies the
 * session's current capacity); the table's CHECK (taken <= capacity) refuses the seat beyond it, so buyers
 * racing for the last seats get 201 or 409 `session_full`, never one more (SQLite and PostgreSQL: the
 * second upsert waits for the first one's row lock). `give` returns seats (cancel, expire, release, revoke
 * with release) and never fails: a capacity lowered below the seats sold stays lowered only as far as it can.
 */
import { ConflictError } from '../../../services/errors';
import type { Row, Trx, WithStrapi } from '../../../strapi-types';

export const SEATS = 'event_session_seats';
const PRODUCT = 'api::product.product';

const isCheckViolation = (error: unknown) => {
  for (let e = error as Row | undefined, depth = 0; e && depth < 3; e = e.cause, depth++) {
    if (e.code === '23514' || /CHECK constraint failed|event_session_seats_taken_check/i.test(String(e.message)))
      return true;
  }
  return false;
};

export default ({ strapi }: WithStrapi) => ({
  /** The product's session with a capacity, or null (no session, or one without a capacity). */
  async sessionOf(productId: number): Promise<Row | null> {
    const product = await strapi.db.query(PRODUCT).findOne({
      where: { id: productId },
      select: ['id'],
      populate: { eventSession: { select: ['id', 'documentId', 'title', 'capacity'] } },
    });
    const session = product?.eventSession;
    return session && session.capacity !== null && session.capacity !== undefined ? session : null;
  },

  /**
   * Takes `quantity` seats of the product's session inside `trx`; 409 `session_full` when they are not there.
   * `known`: the product's session as the caller read it (null: none), saving the look-up.
   */
  async take(trx: Trx, productId: number, quantity: number, known?: Row | null) {
    const session =
      known === undefined
        ? await this.sessionOf(productId)
        : known?.capacity === null || known?.capacity === undefined
          ? null
          : known;
    if (!session || !(quantity > 0)) return;
    const capacity = Math.max(0, Number(session.capacity));
    try {
      // In a savepoint: on PostgreSQL a refused statement would otherwise end the whole order transaction.
      await trx.transaction((savepoint) =>
        savepoint(SEATS)
          .insert({ session_id: session.id, capacity, taken: quantity })
          .onConflict('session_id')
          .merge({ capacity, taken: savepoint.raw('?? + ?', [`${SEATS}.taken`, quantity]) }),
      );
    } catch (error) {
      if (!isCheckViolation(error)) throw error;
      const row = await trx(SEATS).where({ session_id: session.id }).first('taken');
      const left = Math.max(0, capacity - Number(row?.taken ?? 0));
      throw new ConflictError(
        `Only ${left} seat(s) are left in the session ${session.title ?? ''}.`.replace(' .', '.'),
        {
          code: 'session_full',
          session: session.documentId,
          left,
        },
      );
    }
  },

  /** Gives `quantity` seats of the product's session back inside `trx`. */
  async give(trx: Trx, productId: number, quantity: number) {
    const session = await this.sessionOf(productId);
    if (!session || !(quantity > 0)) return;
    const taken = trx.raw('CASE WHEN ?? >= ? THEN ?? - ? ELSE 0 END', [
      `${SEATS}.taken`,
      quantity,
      `${SEATS}.taken`,
      quantity,
    ]);
    // Both read the old values: a capacity lowered below what stays sold rises to it, so the CHECK holds.
    const capacity = trx.raw('CASE WHEN ?? < ?? - ? THEN ?? - ? ELSE ?? END', [
      `${SEATS}.capacity`,
      `${SEATS}.taken`,
      quantity,
      `${SEATS}.taken`,
      quantity,
      `${SEATS}.capacity`,
    ]);
    await trx(SEATS).where({ session_id: session.id }).update({ taken, capacity });
  },

  /** Seats taken per session id. */
  async taken(sessionIds: number[]): Promise<Map<number, number>> {
    if (!sessionIds.length) return new Map();
    const rows: Row[] = await strapi.db.connection(SEATS).whereIn('session_id', sessionIds);
    return new Map(rows.map((r) => [Number(r.session_id), Number(r.taken)]));
  },
});
