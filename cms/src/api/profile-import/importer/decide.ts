/**
 * Deciding: what each valid row of a chunk does, given what the database holds (lookups.ts): create a
 * profile, update the fields, address, tags and newsletters that differ (mode `update`) or only add tags
 * (mode `add`), skip it (exists in mode `skip`, or nothing to change), or refuse it (unknown newsletter,
 * newsletter limit). Pure: fills `results` in place and returns what the run would write.
 */
import { NEWSLETTERS_PER_PROFILE } from '@newsroom/config';
import type { ParsedTag, RowFailure } from '../../../services/import/values';
import type { SheetRow } from '../../../services/import/rows';
import type { KnownTag } from './lookups';
import type { AddressValues, Candidate, ExistingProfile, ImportSettings, Plan, RowChanges, RowResult } from './types';

/** What the database holds for a chunk's fresh rows. */
export type Found = {
  existing: Map<string, ExistingProfile>;
  knownTags: Map<string, KnownTag>;
  newsletters: Map<string, { id: number; name: string }>;
  tagLinks: Map<number, Set<number>>;
  newsletterLinks: Map<number, Set<number>>;
  addresses: Map<number, { id: number; values: AddressValues }>;
};

type ErrorResult = (row: SheetRow, email: string, failures: RowFailure[]) => RowResult;

/** A stored value and an imported one are the same (booleans are stored as 0/1 on SQLite). */
const sameValue = (current: unknown, next: unknown) =>
  typeof next === 'boolean'
    ? current !== null && current !== undefined && Boolean(Number(current) || current === true) === next
    : (current ?? null) === next;

export function planRows(
  { mapping, mode, apply }: Pick<ImportSettings, 'mapping' | 'mode' | 'apply'>,
  { existing, knownTags, newsletters, tagLinks, newsletterLinks, addresses }: Found,
  fresh: Candidate[],
  results: RowResult[],
  errorResult: ErrorResult,
): Plan[] {
  const plans: Plan[] = [];
  for (const c of fresh) {
    const { data, row } = c;
    const current = existing.get(data.email);
    const unknownNewsletter = data.newsletters.find((n) => !newsletters.has(n.toLowerCase()));
    const newsletterFailure = (code: string, params: Record<string, string | number>) =>
      (results[c.index] = errorResult(row, data.email, [
        { field: 'newsletters', column: mapping.indexOf('newsletters'), code, params },
      ]));
    const tagViews = (tags: ParsedTag[]) =>
      tags.map((t) => {
        const known = knownTags.get(t.slug);
        return known ? { name: known.name, kind: known.kind } : { name: t.name, kind: t.kind, new: true };
      });

    if (!current) {
      if (unknownNewsletter) {
        newsletterFailure('newsletter_unknown', { newsletter: unknownNewsletter });
        continue;
      }
      const newsletterIds = [...new Set(data.newsletters.map((n) => newsletters.get(n.toLowerCase())!.id))];
      if (newsletterIds.length > NEWSLETTERS_PER_PROFILE) {
        newsletterFailure('newsletter_limit', { limit: NEWSLETTERS_PER_PROFILE });
        continue;
      }
      // What a new profile gets is only shown by the dry run; the run does not build it.
      const changes: RowChanges = {};
      if (!apply) {
        if (Object.keys(data.fields).length)
          changes.fields = Object.fromEntries(Object.entries(data.fields).map(([k, v]) => [k, { from: null, to: v }]));
        if (data.address)
          changes.address = Object.fromEntries(
            Object.entries(data.address).map(([k, v]) => [k, { from: null, to: v }]),
          );
        if (data.tags.length) changes.tags = tagViews(data.tags);
        if (newsletterIds.length) changes.newsletters = data.newsletters;
      }
      plans.push({
        candidate: c,
        kind: 'create',
        fields: data.fields,
        address: data.address ? { id: null, values: data.address } : null,
        tags: data.tags,
        newsletterIds,
        changes,
      });
      results[c.index] = {
        line: row.line,
        email: data.email,
        action: 'create',
        ...(apply ? {} : { changes }),
        cells: row.cells,
      };
      continue;
    }

    if (mode === 'skip') {
      results[c.index] = { line: row.line, email: data.email, action: 'skip', code: 'exists', cells: row.cells };
      continue;
    }

    const linked = tagLinks.get(current.id) ?? new Set<number>();
    const addTags = data.tags.filter((t) => {
      const known = knownTags.get(t.slug);
      return !known || !linked.has(known.id);
    });
    const changes: RowChanges = {};
    const fields: Record<string, unknown> = {};
    let newsletterIds: number[] = [];
    let address: Plan['address'] = null;
    if (mode === 'update') {
      for (const [field, value] of Object.entries(data.fields)) {
        if (!sameValue(current[field], value)) {
          fields[field] = value;
          (changes.fields ??= {})[field] = { from: current[field] ?? null, to: value };
        }
      }
      if (unknownNewsletter) {
        newsletterFailure('newsletter_unknown', { newsletter: unknownNewsletter });
        continue;
      }
      const subscribed = newsletterLinks.get(current.id) ?? new Set<number>();
      const wanted = [...new Set(data.newsletters.map((n) => newsletters.get(n.toLowerCase())!.id))];
      newsletterIds = wanted.filter((id) => !subscribed.has(id));
      if (subscribed.size + newsletterIds.length > NEWSLETTERS_PER_PROFILE) {
        newsletterFailure('newsletter_limit', { limit: NEWSLETTERS_PER_PROFILE });
        continue;
      }
      if (newsletterIds.length)
        changes.newsletters = data.newsletters.filter((n) =>
          newsletterIds.includes(newsletters.get(n.toLowerCase())!.id),
        );
      if (data.address) {
        const first = addresses.get(current.id);
        const values: Record<string, string> = {};
        for (const [field, value] of Object.entries(data.address)) {
          // The country is only filled in (NL) when a new address is made.
          if (first && field === 'country' && !mapping.includes('address.country')) continue;
          if (!first || (first.values[field] ?? null) !== value) {
            values[field] = value;
            (changes.address ??= {})[field] = { from: first?.values[field] ?? null, to: value };
          }
        }
        if (Object.keys(values).length) address = { id: first?.id ?? null, values: first ? values : data.address };
      }
    }
    if (addTags.length) changes.tags = tagViews(addTags);
    if (!Object.keys(changes).length) {
      results[c.index] = { line: row.line, email: data.email, action: 'skip', code: 'unchanged', cells: row.cells };
      continue;
    }
    plans.push({
      candidate: c,
      kind: 'update',
      existing: current,
      fields,
      address,
      tags: addTags,
      newsletterIds,
      changes,
    });
    results[c.index] = {
      line: row.line,
      email: data.email,
      action: 'update',
      ...(apply ? {} : { changes }),
      cells: row.cells,
    };
  }
  return plans;
}
