/**
 * Writing a chunk's profiles: new ones in one multi-row insert, changed fields of existing ones in one
 * UPDATE ... CASE per batch, their addresses (a new component row and link, or the first address
 * updated), then their tag and newsletter links (links.ts). Runs inside the chunk's savepoint.
 */
import type { Lookups } from './lookups';
import { createLinkWriter } from './links';
import { ADDRESS_COMPONENT, type ImportSchema } from './schema';
import { batches, filled, insertColumns, LOOKUP_BATCH, type Columns, type Db } from './sql';
import type { Plan } from './types';

export function createWriter(s: ImportSchema, scalarFields: string[], lookups: Lookups) {
  const links = createLinkWriter(s, lookups);

  async function write(trx: Db, plans: Plan[]) {
    const now = new Date();
    const p = s.profile;
    const profileIds = new Map<Plan, number>();

    // New profiles: one multi-row insert, built column by column; ids come back by document id.
    const creates = plans.filter((plan) => plan.kind === 'create');
    if (creates.length) {
      const n = creates.length;
      const columns: Columns = {};
      // Every row has every column: a field left empty gets its schema default, or null.
      for (const [column, value] of Object.entries(p.defaults)) columns[column] = filled(n, value);
      for (const field of scalarFields) columns[p.col(field)] ??= filled(n, null);
      const documentIds = creates.map(() => p.newDocumentId());
      columns[p.col('documentId')] = documentIds;
      columns[p.col('email')] = creates.map((plan) => plan.candidate.data.email);
      for (const attribute of ['createdAt', 'updatedAt', 'publishedAt']) columns[p.col(attribute)] = filled(n, now);
      creates.forEach((plan, i) => {
        for (const field in plan.fields) columns[p.col(field)][i] = plan.fields[field];
      });
      const byDocumentId = new Map(documentIds.map((id, i) => [id, creates[i]]));
      for (const r of await insertColumns(trx, p.table, columns, ['id', p.col('documentId')]))
        profileIds.set(byDocumentId.get(r[p.col('documentId')])!, Number(r.id));
    }

    // Changed fields of existing profiles: one UPDATE ... SET col = CASE id WHEN ... END per batch.
    const updates = plans.filter((plan) => plan.kind === 'update');
    for (const plan of updates) profileIds.set(plan, plan.existing!.id);
    const fieldUpdates = updates.filter((plan) => Object.keys(plan.fields).length);
    for (const part of batches(fieldUpdates, 200)) {
      const columns = [...new Set(part.flatMap((plan) => Object.keys(plan.fields)))];
      const sets: string[] = [];
      const bindings: unknown[] = [];
      for (const field of columns) {
        const rows = part.filter((plan) => field in plan.fields);
        sets.push(
          `${trx.raw('??', [p.col(field)]).toQuery()} = CASE ${trx.raw('??', ['id']).toQuery()} ${rows.map(() => 'WHEN ? THEN ?').join(' ')} ELSE ${trx.raw('??', [p.col(field)]).toQuery()} END`,
        );
        for (const plan of rows) bindings.push(plan.existing!.id, plan.fields[field]);
      }
      sets.push(`${trx.raw('??', [p.col('updatedAt')]).toQuery()} = ?`);
      bindings.push(now);
      const ids = part.map((plan) => plan.existing!.id);
      await trx.raw(
        `UPDATE ${trx.raw('??', [p.table]).toQuery()} SET ${sets.join(', ')} WHERE ${trx.raw('??', ['id']).toQuery()} IN (${ids.map(() => '?').join(', ')})`,
        [...bindings, ...ids],
      );
    }
    const touchedOnly = updates.filter((plan) => !Object.keys(plan.fields).length).map((plan) => plan.existing!.id);
    for (const part of batches(touchedOnly, LOOKUP_BATCH))
      await trx(p.table)
        .update({ [p.col('updatedAt')]: now })
        .whereIn('id', part);

    // Addresses: new rows for new profiles (and existing ones without one), updates of a first address.
    const newAddresses = plans.filter((plan) => plan.address && plan.address.id === null);
    if (newAddresses.length) {
      const a = s.address;
      const n = newAddresses.length;
      const columns: Columns = {};
      for (const [column, value] of Object.entries(a.defaults)) columns[column] = filled(n, value);
      newAddresses.forEach((plan, i) => {
        for (const [field, value] of Object.entries(plan.address!.values))
          (columns[a.col(field)] ??= filled(n, null))[i] = value;
      });
      // Ids are handed out in the order of the VALUES list, so the sorted ids match the rows.
      const ids = (await insertColumns(trx, a.table, columns, ['id'])).map((r) => Number(r.id)).sort((x, y) => x - y);
      const c = s.components;
      await insertColumns(trx, c.table, {
        [c.owner]: newAddresses.map((plan) => profileIds.get(plan)),
        [c.target]: ids,
        [c.type]: filled(n, ADDRESS_COMPONENT),
        [c.field]: filled(n, 'addresses'),
        [c.order]: filled(n, 1),
      });
    }
    for (const plan of plans.filter(
      (x) => x.address && x.address.id !== null && Object.keys(x.address.values).length,
    )) {
      const values = Object.fromEntries(
        Object.entries(plan.address!.values).map(([field, value]) => [s.address.col(field), value]),
      );
      await trx(s.address.table).update(values).where('id', plan.address!.id);
    }

    await links.writeLinks(trx, plans, profileIds, now);
  }

  return write;
}
