/**
 * Invoice series made before their counter row kept a last date (`sales_counters.last_date`) learn it
 * from the documents they issued, once, at start-up: the latest invoice date of the channel's issued
 * invoices and credit notes (for a series per year, of that year). Series that have a date are left alone.
 */
import { COUNTERS_TABLE } from '../../../services/counters';
import type { Strapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

const UID = 'api::invoice.invoice';

export async function backfillInvoiceSeriesDates(strapi: Strapi) {
  const knex = strapi.db.connection;
  const undated = await knex(COUNTERS_TABLE)
    .whereNull('last_date')
    .andWhere('name', 'like', 'invoice:%')
    .select('name');
  if (!undated.length) return 0;
  const meta = dbModel(strapi, UID);
  const link = meta.link('channel');
  let dated = 0;
  for (const { name } of undated) {
    const [, channelId, year] = String(name).split(':');
    const query = knex(`${meta.table} as i`)
      .join(`${link.name} as l`, `l.${link.joinColumn.name}`, 'i.id')
      .where(`l.${link.inverseJoinColumn.name}`, Number(channelId))
      .whereNot('i.status', 'DRAFT')
      .max({ last: 'i.invoice_date' });
    if (year) query.whereBetween('i.invoice_date', [`${year}-01-01`, `${year}-12-31`]);
    const last = (await query.first())?.last;
    if (!last) continue;
    dated += await knex(COUNTERS_TABLE)
      .where('name', name)
      .whereNull('last_date')
      .update({ last_date: String(last).slice(0, 10) });
  }
  return dated;
}
