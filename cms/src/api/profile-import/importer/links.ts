/**
 * Tags and newsletters: tags found or created by slug, and the link rows of a chunk's profiles with both
 * order columns (the profile's own order of its tags, and the order of the profiles within a tag).
 */
import type { ParsedTag } from '../../../services/import/values';
import type { Lookups } from './lookups';
import type { ImportSchema } from './schema';
import { batches, columnsOf, insertColumns, LOOKUP_BATCH, type Columns, type Db } from './sql';
import type { Plan } from './types';

export function createLinkWriter(s: ImportSchema, lookups: Lookups) {
  /** Last inverse order used per tag / newsletter (order of the profiles within it), read once per run. */
  const inverseOrder = { tags: new Map<number, number>(), newsletters: new Map<number, number>() };

  /**
   * The inverse order of each new link to these tags or newsletters (in the order given): each one's
   * last order is read once per run, then counted on in memory.
   */
  async function nextInverseOrders(trx: Db, kind: 'tags' | 'newsletters', targetIds: number[]): Promise<number[]> {
    const link = s[kind];
    const last = inverseOrder[kind];
    const missing = [...new Set(targetIds)].filter((id) => !last.has(id));
    for (const id of missing) last.set(id, 0);
    for (const part of batches(missing, LOOKUP_BATCH)) {
      const rows = await trx(link.table)
        .select({ target: link.target })
        .max({ max: link.inverseOrder })
        .whereIn(link.target, part)
        .groupBy(link.target);
      for (const r of rows) last.set(Number(r.target), Number(r.max ?? 0));
    }
    return targetIds.map((id) => {
      const next = last.get(id)! + 1;
      last.set(id, next);
      return next;
    });
  }

  /** Finds or creates the tags, by slug (case-insensitive; an existing tag keeps its kind and name). */
  async function ensureTags(trx: Db, wanted: ParsedTag[], now: Date) {
    const bySlug = new Map(wanted.map((t) => [t.slug, t]));
    const found = await lookups.lookupTags(trx, [...bySlug.keys()]);
    const missing = [...bySlug.values()].filter((t) => !found.has(t.slug));
    if (missing.length) {
      const rows = missing.map((t) => ({
        [s.tag.col('documentId')]: s.tag.newDocumentId(),
        [s.tag.col('name')]: t.name,
        [s.tag.col('slug')]: t.slug,
        [s.tag.col('kind')]: t.kind,
        [s.tag.col('createdAt')]: now,
        [s.tag.col('updatedAt')]: now,
        [s.tag.col('publishedAt')]: now,
      }));
      await insertColumns(trx, s.tag.table, columnsOf(rows));
      for (const [slug, tag] of await lookups.lookupTags(
        trx,
        missing.map((t) => t.slug),
      ))
        found.set(slug, tag);
    }
    return found;
  }

  /** The tag and newsletter links of the chunk's plans (`profileIds`: each plan's profile, written before). */
  async function writeLinks(trx: Db, plans: Plan[], profileIds: Map<Plan, number>, now: Date) {
    const tags = await ensureTags(
      trx,
      plans.flatMap((p) => p.tags),
      now,
    );
    const updates = plans.filter((plan) => plan.kind === 'update');
    // Tag and newsletter links, with their order columns.
    const existingOrder = { tags: new Map<number, number>(), newsletters: new Map<number, number>() };
    if (updates.length) {
      const ids = updates.map((plan) => plan.existing!.id);
      if (updates.some((plan) => plan.tags.length))
        existingOrder.tags = (await lookups.lookupLinks(trx, s.tags, ids)).maxOrder;
      if (updates.some((plan) => plan.newsletterIds.length))
        existingOrder.newsletters = (await lookups.lookupLinks(trx, s.newsletters, ids)).maxOrder;
    }
    for (const kind of ['tags', 'newsletters'] as const) {
      const link = s[kind];
      const owners: number[] = [];
      const targets: number[] = [];
      const orders: number[] = [];
      for (const plan of plans) {
        const profileId = profileIds.get(plan)!;
        let order = existingOrder[kind].get(profileId) ?? 0;
        for (const target of kind === 'tags' ? plan.tags.map((t) => tags.get(t.slug)!.id) : plan.newsletterIds) {
          owners.push(profileId);
          targets.push(target);
          orders.push(++order);
        }
      }
      if (!owners.length) continue;
      const columns: Columns = { [link.owner]: owners, [link.target]: targets };
      if (link.order) columns[link.order] = orders;
      if (link.inverseOrder) columns[link.inverseOrder] = await nextInverseOrders(trx, kind, targets);
      await insertColumns(trx, link.table, columns);
    }
  }

  return { writeLinks };
}
