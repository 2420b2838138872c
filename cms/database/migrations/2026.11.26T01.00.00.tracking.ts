/**
 * Indexes the tracking and statistics read by (docs/engagement-webhooks.md): a bounce webhook finds its message by
 * id and counts an address's soft bounces, the open and click classification reads a recipient's events, and the
 * statistics of all campaigns count the messages sent within a period.
 */
import type { Knex } from 'knex';

const INDEXES: Array<[table: string, columns: string[], name: string]> = [
  ['campaign_recipients', ['message_id'], 'campaign_recipients_message_id_idx'],
  ['campaign_recipients', ['sent_at'], 'campaign_recipients_sent_at_idx'],
  ['mail_events', ['recipient_id', 'type'], 'mail_events_recipient_type_idx'],
  ['mail_events', ['email', 'type'], 'mail_events_email_type_idx'],
];

export async function up(knex: Knex) {
  for (const [table, columns, name] of INDEXES) {
    if (!(await knex.schema.hasTable(table))) continue;
    await knex.schema.alterTable(table, (t) => {
      t.index(columns, name);
    });
  }
}
