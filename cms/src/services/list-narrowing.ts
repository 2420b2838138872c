/**
 * Two list filters that both databases answer slowly at 100,000+ rows when Strapi writes them:
 * - a to-one relation by its documentId or id (`filters[customer][documentId][$eq]=…`): Strapi joins
 *   with LEFT JOINs, which SQLite does not reorder, so it scans every row (100 ms and more);
 * - the console's search, an `$or` of `$containsi` on text fields, possibly a related one
 *   (`customer.displayName`): a scan of the wide rows, once for the page and once for the count.
 * Both are turned into `id $in [...]` first, from the link table's index and from one scan of a
 * narrow covering index (see bootstrap/indexes.ts), before Strapi builds its query; the rest of the
 * filters, the sorting, the paging, the count and the sanitising stay Strapi's. When more than
 * NARROW_MAX rows match, the filter is left as it was (correct, only slower).
 */
import type { Strapi } from '../strapi-types';
import { dbModel, type AttributeModel, type JoinTable } from './db-model';
export const NARROW_MAX = 5000;

type Filters = Record<string, any>;
/** A to-one relation through a link table, the only kind narrowed here. */
type LinkedAttribute = AttributeModel & { target: string; joinTable: JoinTable };
const isPlain = (v: unknown): v is Filters => typeof v === 'object' && v !== null && !Array.isArray(v);
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `{documentId: {$eq: x}}`, `{documentId: x}`, `{id: {$eq: n}}` or `{id: n}`: the one reference it names. */
function referenceOf(value: unknown): { field: 'documentId' | 'id'; value: string } | null {
  if (!isPlain(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1 || !['documentId', 'id'].includes(keys[0])) return null;
  const inner = value[keys[0]];
  const scalar = isPlain(inner) && Object.keys(inner).length === 1 && '$eq' in inner ? inner.$eq : inner;
  return typeof scalar === 'string' || typeof scalar === 'number'
    ? { field: keys[0] as 'documentId' | 'id', value: String(scalar) }
    : null;
}

/** `{field: {$containsi: t}}` or `{relation: {field: {$containsi: t}}}`: the path and the term. */
function containsOf(branch: unknown, path: string[] = []): { path: string[]; term: string } | null {
  if (!isPlain(branch) || Object.keys(branch).length !== 1) return null;
  const [key] = Object.keys(branch);
  const inner = branch[key];
  if (key === '$containsi') return typeof inner === 'string' && path.length ? { path, term: inner } : null;
  return path.length < 2 ? containsOf(inner, [...path, key]) : null;
}

export function listNarrowing(strapi: Strapi, { max = NARROW_MAX }: { max?: number } = {}) {
  const knex = () => strapi.db.connection;
  const metaOf = (uid: string) => dbModel(strapi, uid);
  const toOne = (attribute: AttributeModel | undefined): attribute is LinkedAttribute =>
    attribute?.type === 'relation' &&
    !!attribute.joinTable &&
    !!attribute.target &&
    ['oneToOne', 'manyToOne'].includes(attribute.relation ?? '');
  const isText = (attribute: AttributeModel | undefined) =>
    ['string', 'text', 'email', 'uid', 'enumeration'].includes(attribute?.type ?? '');

  /** The ids (at most max + 1) of `uid`'s rows linked to the target named by `ref`. */
  const linkedTo = async (attribute: LinkedAttribute, ref: { field: 'documentId' | 'id'; value: string }) => {
    const target = metaOf(attribute.target);
    const join = attribute.joinTable;
    const targets = knex()(target.table)
      .select('id')
      .where(
        ref.field === 'id' ? 'id' : target.column('documentId'),
        ref.field === 'id' ? Number(ref.value) || 0 : ref.value,
      );
    return knex()(join.name)
      .whereIn(join.inverseJoinColumn.name, targets)
      .limit(max + 1)
      .pluck(join.joinColumn.name);
  };

  /** The ids (at most max + 1 per part) whose text fields, or a related row's, contain `term`. */
  const containing = async (uid: string, paths: string[][], term: string) => {
    const meta = metaOf(uid);
    const like = `%${escapeLike(term.toLowerCase())}%`;
    const own = paths.filter((p) => p.length === 1).map(([field]) => meta.column(field));
    const ids = new Set<number>();
    if (own.length) {
      const query = knex()(meta.table)
        .select('id')
        .limit(max + 1);
      own.forEach((column) => query.orWhereRaw(`lower(??) like ? escape '\\'`, [column, like]));
      (await query).forEach((r: { id: number }) => ids.add(r.id));
    }
    for (const [relation, field] of paths.filter((p) => p.length === 2)) {
      const attribute = meta.attribute(relation);
      if (!toOne(attribute)) continue;
      const target = metaOf(attribute.target);
      const join = attribute.joinTable;
      const matches = knex()(target.table)
        .select('id')
        .whereRaw(`lower(??) like ? escape '\\'`, [target.column(field), like]);
      (
        await knex()(join.name)
          .whereIn(join.inverseJoinColumn.name, matches)
          .limit(max + 1)
          .pluck(join.joinColumn.name)
      ).forEach((id: number) => ids.add(id));
    }
    return [...ids];
  };

  return {
    /**
     * `filters` with a to-one relation reference and a contains-search replaced by `id $in [...]`
     * (each only when at most NARROW_MAX rows match); unchanged when there is nothing to narrow.
     */
    async narrow(uid: string, filters: unknown): Promise<unknown> {
      if (!isPlain(filters)) return filters;
      const meta = metaOf(uid);
      const rest: Filters = { ...filters };
      const sets: number[][] = [];
      for (const [key, value] of Object.entries(filters)) {
        const attribute = meta.attribute(key);
        const ref = toOne(attribute) ? referenceOf(value) : null;
        if (!ref || !toOne(attribute)) continue;
        const ids = await linkedTo(attribute, ref);
        if (ids.length > max) continue;
        sets.push(ids);
        delete rest[key];
      }
      const branches = Array.isArray(filters.$or) ? filters.$or.map((b: unknown) => containsOf(b)) : [];
      const searchable = (p: string[]) => {
        if (p.length === 1) return isText(meta.attribute(p[0]));
        const relation = meta.attribute(p[0]);
        return toOne(relation) && isText(metaOf(relation.target).attribute(p[1]));
      };
      const found = branches.filter((b): b is NonNullable<typeof b> => b !== null);
      const term = found[0]?.term;
      if (
        found.length &&
        found.length === branches.length &&
        found.every((b) => b.term === term && searchable(b.path))
      ) {
        const ids = await containing(
          uid,
          found.map((b) => b.path),
          term,
        );
        if (ids.length <= max) {
          sets.push(ids);
          delete rest.$or;
        }
      }
      if (!sets.length) return filters;
      const [first, ...others] = sets;
      const alsoIn = others.map((set) => new Set(set));
      const ids = first.filter((id) => alsoIn.every((set) => set.has(id)));
      const byId = { id: { $in: ids.length ? ids : [0] } };
      return Object.keys(rest).length ? { $and: [rest, byId] } : byId;
    },
  };
}
