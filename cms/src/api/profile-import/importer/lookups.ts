/**
 * Matching: what the database already holds for a chunk's rows, each in a few batched statements:
 * profiles by lower(e-mail) (the unique index), tags by slug, newsletters by slug or name, the tag and
 * newsletter links and the first address of the profiles a run updates.
 */
import { ADDRESS_COMPONENT, type ImportSchema, type LinkTable } from './schema';
import { batches, LOOKUP_BATCH, lookupBatch, whereInList, type Db } from './sql';
import type { AddressValues, ExistingProfile } from './types';

export type KnownTag = { id: number; name: string; kind: string };

export function createLookups(s: ImportSchema, scalarFields: string[]) {
  async function lookupExisting(trx: Db, emails: string[]) {
    const found = new Map<string, ExistingProfile>();
    const select: Record<string, string> = {
      id: s.profile.col('id'),
      documentId: s.profile.col('documentId'),
      email: s.profile.col('email'),
    };
    for (const field of scalarFields) select[field] = s.profile.col(field);
    for (const part of batches(emails, lookupBatch(trx))) {
      const rows = await whereInList(trx(s.profile.table).select(select), trx, s.profile.col('email'), part, {
        lower: true,
      });
      for (const r of rows) found.set(String(r.email).toLowerCase(), r);
    }
    return found;
  }

  async function lookupTags(trx: Db, slugs: string[]) {
    const found = new Map<string, KnownTag>();
    for (const part of batches(slugs, lookupBatch(trx))) {
      const rows = await whereInList(
        trx(s.tag.table).select({
          id: 'id',
          slug: s.tag.col('slug'),
          name: s.tag.col('name'),
          kind: s.tag.col('kind'),
        }),
        trx,
        s.tag.col('slug'),
        part,
        { lower: true },
      );
      for (const r of rows) found.set(String(r.slug).toLowerCase(), r);
    }
    return found;
  }

  async function lookupNewsletters(trx: Db, keys: string[]) {
    const found = new Map<string, { id: number; name: string }>();
    for (const part of batches(keys, LOOKUP_BATCH / 2)) {
      const rows = await trx(s.newsletter.table)
        .select({ id: 'id', slug: s.newsletter.col('slug'), name: s.newsletter.col('name') })
        .whereIn(trx.raw('lower(??)', [s.newsletter.col('slug')]), part)
        .orWhereIn(trx.raw('lower(??)', [s.newsletter.col('name')]), part);
      for (const r of rows) {
        found.set(String(r.slug).toLowerCase(), r);
        if (!found.has(String(r.name).toLowerCase())) found.set(String(r.name).toLowerCase(), r);
      }
    }
    return found;
  }

  /** Link rows of existing profiles: target ids and the highest order per profile. */
  async function lookupLinks(trx: Db, link: LinkTable, profileIds: number[]) {
    const targets = new Map<number, Set<number>>();
    const maxOrder = new Map<number, number>();
    for (const part of batches(profileIds, LOOKUP_BATCH)) {
      const cols: Record<string, string> = { owner: link.owner, target: link.target };
      if (link.order) cols.ord = link.order;
      const rows = await whereInList(trx(link.table).select(cols), trx, link.owner, part);
      for (const r of rows) {
        if (!targets.has(r.owner)) targets.set(r.owner, new Set());
        targets.get(r.owner)!.add(Number(r.target));
        maxOrder.set(r.owner, Math.max(maxOrder.get(r.owner) ?? 0, Number(r.ord ?? 0)));
      }
    }
    return { targets, maxOrder };
  }

  /** The first address of each existing profile (id and values). */
  async function lookupAddresses(trx: Db, profileIds: number[]) {
    const c = s.components;
    const first = new Map<number, { cmpId: number; order: number }>();
    for (const part of batches(profileIds, LOOKUP_BATCH)) {
      const rows = await trx(c.table)
        .select({ owner: c.owner, cmpId: c.target, ord: c.order })
        .whereIn(c.owner, part)
        .andWhere(c.field, 'addresses')
        .andWhere(c.type, ADDRESS_COMPONENT);
      for (const r of rows) {
        const current = first.get(r.owner);
        if (!current || Number(r.ord ?? 0) < current.order)
          first.set(r.owner, { cmpId: Number(r.cmpId), order: Number(r.ord ?? 0) });
      }
    }
    const values = new Map<number, AddressValues>();
    const ids = [...first.values()].map((f) => f.cmpId);
    const select: Record<string, string> = { id: 'id' };
    for (const f of ['company', 'address', 'postcode', 'city', 'country']) select[f] = s.address.col(f);
    for (const part of batches(ids, LOOKUP_BATCH))
      for (const r of await trx(s.address.table).select(select).whereIn('id', part)) values.set(Number(r.id), r);
    const result = new Map<number, { id: number; values: AddressValues }>();
    for (const [owner, f] of first) result.set(owner, { id: f.cmpId, values: values.get(f.cmpId) ?? {} });
    return result;
  }

  return { lookupExisting, lookupTags, lookupNewsletters, lookupLinks, lookupAddresses };
}

export type Lookups = ReturnType<typeof createLookups>;
