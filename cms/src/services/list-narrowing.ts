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
export const NARROW_MAX = 5000;

type Filters = Record<string, any>;
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

export function listNarrowing(strapi, { max = NARROW_MAX }: { max?: number } = {}) {
  const knex = () => strapi.db.connection;
  const metaOf = (uid: string): any => strapi.db.metadata.get(uid);
  const columnOf = (meta: any, attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const toOne = (attribute: any) =>
    attribute?.type === 'relation' && attribute.joinTable && ['oneToOne', 'manyToOne'].includes(attribute.relation);
  const isText = (attribute: any) => ['string', 'text', 'email', 'uid', 'enumeration'].includes(attribute?.type);

  /** The ids (at most max + 1) of `uid`'s rows linked to the target named by `ref`. */
  const linkedTo = async (attribute: any, ref: { field: 'documentId' | 'id'; value: string }) => {
    const target = metaOf(attribute.target);
    const join = attribute.joinTable;
    const targets = knex()(target.tableName)
      .select('id')
      .where(
        ref.field === 'id' ? 'id' : columnOf(target, 'documentId'),
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
    const own = paths.filter((p) => p.length === 1).map(([field]) => columnOf(meta, field));
    const ids = new Set<number>();
    if (own.length) {
      const query = knex()(meta.tableName)
        .select('id')
        .limit(max + 1);
      own.forEach((column) => query.orWhereRaw(`lower(??) like ? escape '\\'`, [column, like]));
      (await query).forEach((r: { id: number }) => ids.add(r.id));
    }
    for (const [relation, field] of paths.filter((p) => p.length === 2)) {
      const attribute = meta.attributes[relation];
      const target = metaOf(attribute.target);
      const join = attribute.joinTable;
      const matches = knex()(target.tableName)
        .select('id')
        .whereRaw(`lower(??) like ? escape '\\'`, [columnOf(target, field), like]);
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
        const ref = toOne(meta.attributes[key]) ? referenceOf(value) : null;
        if (!ref) continue;
        const ids = await linkedTo(meta.attributes[key], ref);
        if (ids.length > max) continue;
        sets.push(ids);
        delete rest[key];
      }
      const branches = Array.isArray(filters.$or) ? filters.$or.map((b: unknown) => containsOf(b)) : [];
      const searchable = (p: string[]) =>
        p.length === 1
          ? isText(meta.attributes[p[0]])
          : toOne(meta.attributes[p[0]]) && isText(metaOf(meta.attributes[p[0]].target).attributes[p[1]]);
      if (branches.length && branches.every((b) => b && b.term === branches[0].term && searchable(b.path))) {
        const ids = await containing(
          uid,
          branches.map((b) => b.path),
          branches[0].term,
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
