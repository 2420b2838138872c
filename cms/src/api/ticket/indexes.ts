/**
 * The tickets' indexes (made at start from bootstrap/indexes.ts): the number is unique (the "once per order
 * line and seat" guard of `makeForOrder`, and the scan's look-up), the guest list reads by last name, first
 * name and id, and "the tickets of this event / order" is one range of each link table.
 */
import { dbModel } from '../../services/db-model';
import type { Strapi } from '../../strapi-types';

export const TICKET_NUMBER_INDEX = 'tickets_number_uq';

export async function ensureTicketIndexes(strapi: Strapi) {
  const meta = dbModel(strapi, 'api::ticket.ticket');
  const knex = strapi.db.connection;
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    TICKET_NUMBER_INDEX,
    meta.table,
    meta.column('number'),
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [
    'tickets_guest_list_idx',
    meta.table,
    meta.column('lastName'),
    meta.column('firstName'),
    'id',
  ]);
  for (const relation of ['event', 'order', 'session']) {
    const join = meta.joinTable(relation);
    if (!join) continue;
    await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
      `${join.name}_target_ticket_idx`,
      join.name,
      join.inverseJoinColumn.name,
      join.joinColumn.name,
    ]);
  }
}
