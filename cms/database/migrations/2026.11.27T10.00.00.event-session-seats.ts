/**
 * Session capacity (api/ticket, docs/events.md "Tickets"): seats taken per event session over all its ticket
 * products. `event_session_seats(session_id, capacity, taken)`; the order flow adds an order line's seats with
 * one upsert that also copies the session's current capacity, and the CHECK `taken <= capacity` is what
 * refuses the seat beyond it (409 `session_full`), as vacancy credits do: 200 buyers at once, never one more.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('event_session_seats')))
    await knex.raw(
      `CREATE TABLE event_session_seats (
        session_id integer NOT NULL PRIMARY KEY,
        capacity integer NOT NULL,
        taken integer NOT NULL DEFAULT 0,
        CONSTRAINT event_session_seats_taken_check CHECK (taken >= 0 AND taken <= capacity)
      )`,
    );
}

export async function down(knex: Knex) {
  await knex.schema.dropTableIfExists('event_session_seats');
}
