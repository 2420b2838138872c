/**
 * One chunk of an import (about 1000 rows) at a time, set-based through knex: one lookup of earlier
 * rows of this run, one of existing profiles (lower(email), the unique index), one of tags and
 * newsletters, then batch inserts of profiles, addresses and link rows and batched updates. The dry
 * run uses the same code without writing profiles, so its counts are what the run will do.
 *
 * Duplicates inside one file: the first valid row with an address wins; later ones are errors that
 * name the first row's line. What this run already saw is kept in the table `profile_import_seen`
 * (e-mail, run key, line), written in the chunk's transaction, so memory does not grow with the file
 * and a resumed run still knows the rows before its checkpoint.
 *
 * "A row is in or it is reported": the chunk's writes run in a savepoint; if the database refuses them
 * (say a profile with the same e-mail was created through the API a moment ago), each row is tried
 * alone in its own savepoint, and the rows that still fail are reported with the database's reason.
 */
import crypto from 'node:crypto';
import { NEWSLETTERS_PER_PROFILE, PROFILE_LOCALES, type ImportAction, type ImportMode } from '@newsroom/config';
import {
  createRowReader,
  reasonOf,
  type ImportRow,
  type Mapping,
  type ParsedTag,
  type RowFailure,
} from '../../services/import/values';
import type { SheetRow } from '../../services/import/rows';

export const PROFILE_UID = 'api::profile.profile';
export const TAG_UID = 'api::profile-tag.profile-tag';
export const NEWSLETTER_UID = 'api::newsletter.newsletter';
export const ADDRESS_COMPONENT = 'profile.address';
export const SEEN_TABLE = 'profile_import_seen';

/** SQLite allows 32766 bound values per statement, PostgreSQL 65535. */
const MAX_BINDINGS = 30_000;
const LOOKUP_BATCH = 900;

export type TagView = { name: string; kind: string; new?: boolean };
export type Change = { from: unknown; to: unknown };
export type RowChanges = {
  fields?: Record<string, Change>;
  address?: Record<string, Change>;
  tags?: TagView[];
  newsletters?: string[];
};

export type RowResult = {
  line: number;
  email: string;
  action: ImportAction;
  /** skip: `exists` (mode skip) or `unchanged`; error: the first failure's code. */
  code?: string;
  field?: string;
  /** error: every failure of the row, by code (the console words each one in its language). */
  failures?: RowFailure[];
  /** error: the Dutch text of the error file's "Fout" column. */
  reason?: string;
  changes?: RowChanges;
  cells: string[];
};

export type ImportSettings = { mapping: Mapping; mode: ImportMode; headers: string[]; runKey: string; apply: boolean };

type Candidate = { index: number; row: SheetRow; data: ImportRow };
type ExistingProfile = Record<string, any> & { id: number; documentId: string; email: string };
type Plan = {
  candidate: Candidate;
  kind: 'create' | 'update';
  existing?: ExistingProfile;
  fields: Record<string, unknown>;
  address: { id: number | null; values: Record<string, string> } | null;
  tags: ParsedTag[];
  newsletterIds: number[];
  changes: RowChanges;
};

export async function ensureImportTables(strapi) {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(SEEN_TABLE))) {
    await knex.schema.createTable(SEEN_TABLE, (table) => {
      table.string('run_key', 64).notNullable();
      table.string('email', 255).notNullable();
      table.integer('line').notNullable();
      // E-mail first: a chunk looks up 1000 addresses of one run, and with run_key first PostgreSQL
      // (without statistics on this table) walks every row of the run and filters the addresses.
      table.primary(['email', 'run_key']);
    });
  }
}

/** Fresh planner statistics for the tables an import filled (PostgreSQL ANALYZE, SQLite PRAGMA optimize). */
export async function refreshStatistics(strapi) {
  const knex = strapi.db.connection;
  if (dialectOf(knex) === 'postgres') {
    const profile = strapi.db.metadata.get(PROFILE_UID);
    const tables = [
      profile.tableName,
      profile.attributes.tags.joinTable.name,
      profile.attributes.newsletters.joinTable.name,
      profile.attributes.addresses.joinTable.name,
      SEEN_TABLE,
    ];
    await knex.raw(`analyze ${tables.map(() => '??').join(', ')}`, tables);
  } else if (dialectOf(knex) === 'sqlite') {
    await knex.raw('pragma optimize');
  }
}

/** Forgets what a run saw (after it completed or failed, or a dry run ended). */
export async function clearSeen(strapi, runKey: string) {
  await strapi.db.connection(SEEN_TABLE).where('run_key', runKey).delete();
}

const batches = <T>(list: T[], size: number) => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};
type Dialect = 'sqlite' | 'postgres' | 'other';
const dialectOf = (trx): Dialect => {
  const client = String(trx.client?.config?.client ?? '');
  return /sqlite/.test(client) ? 'sqlite' : /^(pg|postgres|postgresql)$/.test(client) ? 'postgres' : 'other';
};
/**
 * `column IN (list)`: on PostgreSQL one array parameter (`= any(?)`), which plans and binds in a
 * fraction of the time of a thousand placeholders; elsewhere a plain IN list. `lower` compares lower-case.
 */
function whereInList(qb, trx, column: string, values: (string | number)[], { lower = false } = {}) {
  const target = lower ? 'lower(??)' : '??';
  if (dialectOf(trx) === 'postgres') {
    const type = typeof values[0] === 'number' ? 'integer[]' : 'text[]';
    return qb.whereRaw(`${target} = any(?::${type})`, [column, values]);
  }
  return qb.whereIn(lower ? trx.raw('lower(??)', [column]) : column, values);
}
/** Lookups per statement: PostgreSQL takes the whole chunk as one array; SQLite binds each value. */
const lookupBatch = (trx) => (dialectOf(trx) === 'postgres' ? 10_000 : LOOKUP_BATCH);

/** The PostgreSQL array type for a column's values (assignment casts take it to the column's own type). */
function pgArrayType(values: unknown[]): string {
  const sample = values.find((v) => v !== null && v !== undefined);
  if (typeof sample === 'boolean') return 'boolean';
  if (sample instanceof Date) return 'timestamptz';
  if (typeof sample === 'number') return values.every((v) => v === null || Number.isInteger(v)) ? 'bigint' : 'float8';
  if (sample !== undefined && typeof sample === 'object') return 'jsonb';
  return 'text';
}
const QUOTE_OR_BACKSLASH = /["\\]/;
/** A PostgreSQL array literal (`{1,NULL}`, `{"a","b \\"c\\""}`) of values of one `pgArrayType`. */
function pgArrayLiteral(values: unknown[], type: string): string {
  const quoted = (text: string) =>
    QUOTE_OR_BACKSLASH.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
  // A column filled with one value (the chunk's timestamp, a default) is written once.
  let last: unknown = Symbol('none');
  let lastText = '';
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (value === last) return lastText;
    last = value;
    if (type === 'bigint' || type === 'float8') lastText = String(value);
    else if (type === 'boolean') lastText = value ? 't' : 'f';
    else if (value instanceof Date) lastText = `"${value.toISOString()}"`;
    else lastText = quoted(type === 'jsonb' ? JSON.stringify(value) : String(value));
    return lastText;
  };
  let out = '{';
  for (let i = 0; i < values.length; i++) out += (i ? ',' : '') + element(values[i]);
  return `${out}}`;
}
/** A value as the column stores it: SQLite keeps Strapi's dates as epoch milliseconds. */
const jsonValue = (value: unknown, dialect: Dialect) =>
  value instanceof Date ? (dialect === 'sqlite' ? value.getTime() : value.toISOString()) : (value ?? null);

/**
 * Rows to insert as one array per column, all of one length: a chunk's rows are built column by
 * column, without an object per row (objects with computed keys were a tenth of the import's time here).
 */
type Columns = Record<string, unknown[]>;
const filled = (length: number, value: unknown) => new Array(length).fill(value ?? null);
/** Columns from row objects (a key a row lacks is null there). */
function columnsOf(rows: Record<string, unknown>[]): Columns {
  const out: Columns = {};
  rows.forEach((row, i) => {
    for (const key in row) (out[key] ??= filled(rows.length, null))[i] = row[key];
  });
  return out;
}

/**
 * A multi-row INSERT [RETURNING ...] with all rows in one bound value per statement (SQLite: one JSON
 * array expanded by json_each; PostgreSQL: one array per column, expanded by unnest): no statement with tens of thousands of
 * placeholders to build, parse and bind per chunk (knex writes multi-row inserts for SQLite as
 * UNION ALL SELECTs, capped at 500 rows). Rows go in, and get their ids, in array order.
 */
async function insertColumns(
  trx,
  table: string,
  values: Columns,
  returning: string[] = [],
): Promise<Record<string, any>[]> {
  const columns = Object.keys(values);
  const length = columns.length ? values[columns[0]].length : 0;
  if (!length) return [];
  const dialect = dialectOf(trx);
  const out: Record<string, any>[] = [];
  const ret = returning.length ? ` returning ${returning.map(() => '??').join(', ')}` : '';
  const size = dialect === 'other' ? Math.max(1, Math.floor(MAX_BINDINGS / columns.length)) : 5000;
  for (let start = 0; start < length; start += size) {
    const end = Math.min(length, start + size);
    const arrays = columns.map((c) => (start === 0 && end === length ? values[c] : values[c].slice(start, end)));
    let result;
    if (dialect === 'sqlite') {
      const rows = new Array(end - start);
      for (let i = 0; i < rows.length; i++) rows[i] = arrays.map((array) => jsonValue(array[i], dialect));
      const select = columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ');
      result = await trx.raw(
        `insert into ?? (${columns.map(() => '??').join(', ')}) select ${select} from json_each(?) order by key${ret}`,
        [table, ...columns, JSON.stringify(rows), ...returning],
      );
    } else if (dialect === 'postgres') {
      // One array per column, typed from its values: the quickest multi-row insert PostgreSQL has short of COPY.
      const types = arrays.map(pgArrayType);
      // Sent as array literals written here: the driver's own array serialisation (two regular
      // expressions and a type check per value) was a tenth of the import's time in this process.
      const literals = arrays.map((array, i) => pgArrayLiteral(array, types[i]));
      result = await trx.raw(
        `insert into ?? (${columns.map(() => '??').join(', ')}) select * from unnest(${types.map((t) => `?::${t}[]`).join(', ')})${ret}`,
        [table, ...columns, ...literals, ...returning],
      );
    } else {
      const placeholders = `(${columns.map(() => '?').join(', ')})`;
      const bindings: unknown[] = [table, ...columns];
      for (let i = 0; i < end - start; i++) for (const array of arrays) bindings.push(array[i] ?? null);
      result = await trx.raw(
        `insert into ?? (${columns.map(() => '??').join(', ')}) values ${new Array(end - start).fill(placeholders).join(', ')}${ret}`,
        [...bindings, ...returning],
      );
    }
    if (returning.length) out.push(...(Array.isArray(result) ? result : result.rows));
  }
  return out;
}
const tagLabel = (t: { name: string; kind: string }) => (t.kind === 'INTEREST' ? t.name : `${t.kind}:${t.name}`);
const sameValue = (current: unknown, next: unknown) =>
  typeof next === 'boolean'
    ? current !== null && current !== undefined && Boolean(Number(current) || current === true) === next
    : (current ?? null) === next;
const dbMessage = (error: any) =>
  String(error?.detail || error?.message || error)
    .split('\n')[0]
    .slice(0, 200);

/** Table and column names, resolved once from Strapi's metadata. */
function resolveSchema(strapi) {
  const profile = strapi.db.metadata.get(PROFILE_UID);
  const col = (m, attribute: string) => m.attributes[attribute]?.columnName ?? attribute;
  const tag = strapi.db.metadata.get(TAG_UID);
  const newsletter = strapi.db.metadata.get(NEWSLETTER_UID);
  const address = strapi.db.metadata.get(ADDRESS_COMPONENT);
  const link = (attribute: string) => {
    const jt = profile.attributes[attribute].joinTable;
    return {
      table: jt.name,
      owner: jt.joinColumn.name,
      target: jt.inverseJoinColumn.name,
      order: jt.orderColumnName as string | undefined,
      inverseOrder: jt.inverseOrderColumnName as string | undefined,
    };
  };
  const cmp = profile.attributes.addresses.joinTable;
  const fieldColumn = Object.keys(cmp.on ?? { field: 'addresses' })[0];
  const typeColumn =
    (cmp.pivotColumns as string[]).find(
      (c) => ![cmp.joinColumn.name, cmp.inverseJoinColumn.name, fieldColumn].includes(c),
    ) ?? 'component_type';

  // Schema defaults of the scalar profile fields a new row needs (type LEAD, accountStatus UNKNOWN, flags ...).
  const defaults: Record<string, unknown> = {};
  const schemaAttributes = strapi.contentType(PROFILE_UID).attributes;
  for (const [name, attribute] of Object.entries<any>(schemaAttributes)) {
    if (
      attribute.default === undefined ||
      typeof attribute.default === 'function' ||
      typeof attribute.default === 'object'
    )
      continue;
    if (!profile.attributes[name]?.columnName) continue;
    defaults[col(profile, name)] = attribute.default;
  }
  if (profile.attributes.locale?.columnName && defaults[col(profile, 'locale')] === undefined)
    defaults[col(profile, 'locale')] = PROFILE_LOCALES[0];
  const addressDefaults: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries<any>(strapi.components[ADDRESS_COMPONENT]?.attributes ?? {})) {
    if (
      attribute.default !== undefined &&
      typeof attribute.default !== 'object' &&
      typeof attribute.default !== 'function'
    )
      addressDefaults[col(address, name)] = attribute.default;
  }

  return {
    profile: {
      table: profile.tableName as string,
      col: (attribute: string) => col(profile, attribute),
      newDocumentId: randomDocumentId,
      defaults,
    },
    tag: { table: tag.tableName as string, col: (a: string) => col(tag, a), newDocumentId: randomDocumentId },
    newsletter: { table: newsletter.tableName as string, col: (a: string) => col(newsletter, a) },
    address: { table: address.tableName as string, col: (a: string) => col(address, a), defaults: addressDefaults },
    tags: link('tags'),
    newsletters: link('newsletters'),
    components: {
      table: cmp.name as string,
      owner: cmp.joinColumn.name as string,
      target: cmp.inverseJoinColumn.name as string,
      order: cmp.orderColumnName as string,
      field: fieldColumn,
      type: typeColumn,
    },
  };
}

/**
 * Document ids in the shape of Strapi's (cuid2: 24 lower-case letters and digits, starting with a
 * letter): a letter, the time in base 36, a counter, then 12 random characters. Strapi's cuid2 hashes with
 * SHA-3 for every id (a sixth of an import's time at 100,000 rows) and spreads new ids over the whole
 * document-id index; these grow with time, so a million new rows are appended at the index's end instead
 * of touching a random page each. The random part keeps them unguessable.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
let pool = Buffer.alloc(0);
let offset = 0;
let lastMs = 0;
let counter = 0;
export function randomDocumentId(now = Date.now()): string {
  if (now !== lastMs) {
    lastMs = now;
    counter = 0;
  }
  counter = (counter + 1) % 36 ** 3;
  if (offset + 12 > pool.length) {
    pool = crypto.randomBytes(12 * 8192);
    offset = 0;
  }
  let id = 'i' + now.toString(36).padStart(8, '0').slice(-8) + counter.toString(36).padStart(3, '0');
  for (let i = 0; i < 12; i++) id += ALPHABET[pool[offset + i] % 36];
  offset += 12;
  return id;
}

export function createImporter(strapi, settings: ImportSettings) {
  const s = resolveSchema(strapi);
  const { mapping, mode, headers, runKey, apply } = settings;
  const scalarFields = mapping.filter(
    (f): f is string => !!f && !f.includes('.') && !['email', 'tags', 'newsletters'].includes(f),
  );
  const mapsAddress = mapping.some((f) => f?.startsWith('address.'));
  const readRow = createRowReader(mapping);
  const mapsNewsletters = mapping.includes('newsletters');
  /** Last inverse order used per tag / newsletter (order of the profiles within it), read once per run. */
  const inverseOrder = { tags: new Map<number, number>(), newsletters: new Map<number, number>() };
  const timings = { rules: 0, lookups: 0, decide: 0, write: 0, seen: 0 };

  const errorResult = (row: SheetRow, email: string, failures: RowFailure[]): RowResult => ({
    line: row.line,
    email,
    action: 'error',
    code: failures[0].code,
    field: failures[0].field,
    failures,
    reason: failures.map((f) => reasonOf(f, headers)).join('; '),
    cells: row.cells,
  });
  const emailColumn = () => mapping.indexOf('email');

  async function lookupSeen(trx, emails: string[]) {
    const seen = new Map<string, number>();
    for (const part of batches(emails, lookupBatch(trx))) {
      const rows = await whereInList(
        trx(SEEN_TABLE).select('email', 'line').where('run_key', runKey),
        trx,
        'email',
        part,
      );
      for (const r of rows) seen.set(r.email, Number(r.line));
    }
    return seen;
  }

  async function lookupExisting(trx, emails: string[]) {
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

  async function lookupTags(trx, slugs: string[]) {
    const found = new Map<string, { id: number; name: string; kind: string }>();
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

  async function lookupNewsletters(trx, keys: string[]) {
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
  async function lookupLinks(trx, link: ReturnType<typeof resolveSchema>['tags'], profileIds: number[]) {
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
  async function lookupAddresses(trx, profileIds: number[]) {
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
    const values = new Map<number, Record<string, unknown>>();
    const ids = [...first.values()].map((f) => f.cmpId);
    const select: Record<string, string> = { id: 'id' };
    for (const f of ['company', 'address', 'postcode', 'city', 'country']) select[f] = s.address.col(f);
    for (const part of batches(ids, LOOKUP_BATCH))
      for (const r of await trx(s.address.table).select(select).whereIn('id', part)) values.set(Number(r.id), r);
    const result = new Map<number, { id: number; values: Record<string, unknown> }>();
    for (const [owner, f] of first) result.set(owner, { id: f.cmpId, values: values.get(f.cmpId) ?? {} });
    return result;
  }

  /**
   * The inverse order of each new link to these tags or newsletters (in the order given): each one's
   * last order is read once per run, then counted on in memory.
   */
  async function nextInverseOrders(trx, kind: 'tags' | 'newsletters', targetIds: number[]): Promise<number[]> {
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
  async function ensureTags(trx, wanted: ParsedTag[], now: Date) {
    const bySlug = new Map(wanted.map((t) => [t.slug, t]));
    const found = await lookupTags(trx, [...bySlug.keys()]);
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
      for (const [slug, tag] of await lookupTags(
        trx,
        missing.map((t) => t.slug),
      ))
        found.set(slug, tag);
    }
    return found;
  }

  async function write(trx, plans: Plan[]) {
    const now = new Date();
    const tags = await ensureTags(
      trx,
      plans.flatMap((p) => p.tags),
      now,
    );
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

    // Tag and newsletter links, with their order columns.
    const existingOrder = { tags: new Map<number, number>(), newsletters: new Map<number, number>() };
    if (updates.length) {
      const ids = updates.map((plan) => plan.existing!.id);
      if (updates.some((plan) => plan.tags.length)) existingOrder.tags = (await lookupLinks(trx, s.tags, ids)).maxOrder;
      if (updates.some((plan) => plan.newsletterIds.length))
        existingOrder.newsletters = (await lookupLinks(trx, s.newsletters, ids)).maxOrder;
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

  return {
    /** Milliseconds spent per phase so far (logged at debug level when a job completes). */
    timings,

    /**
     * Decides every row of a chunk (and, when `apply`, writes it) inside `trx`; returns one result per
     * row in file order. Also records the valid rows in the run's seen-table.
     */
    async processChunk(rows: SheetRow[], trx): Promise<RowResult[]> {
      // Every lookup here has its index. A table that grew by a million rows since PostgreSQL last
      // analysed it gets sequential scans for 1000-key lookups (each chunk slower than the one before).
      // Not waiting for the WAL flush at commit is safe here: a chunk and its checkpoint are lost or kept
      // together, and a lost one is simply done again on resume.
      if (dialectOf(trx) === 'postgres')
        await trx.raw('set local enable_seqscan = off; set local synchronous_commit = off');
      let mark = performance.now();
      const lap = (phase: keyof typeof timings) => {
        const now = performance.now();
        timings[phase] += now - mark;
        mark = now;
      };
      const results: RowResult[] = new Array(rows.length);
      const firsts: Candidate[] = [];
      const firstLine = new Map<string, number>();
      rows.forEach((row, index) => {
        const data = readRow(row.cells);
        if (data.failures.length) {
          results[index] = errorResult(row, data.email, data.failures);
          return;
        }
        const earlier = firstLine.get(data.email);
        if (earlier !== undefined) {
          results[index] = errorResult(row, data.email, [
            { field: 'email', column: emailColumn(), code: 'duplicate_in_file', params: { line: earlier } },
          ]);
          return;
        }
        firstLine.set(data.email, row.line);
        firsts.push({ index, row, data });
      });

      lap('rules');
      const seen = await lookupSeen(
        trx,
        firsts.map((c) => c.data.email),
      );
      const fresh = firsts.filter((c) => {
        const line = seen.get(c.data.email);
        if (line === undefined) return true;
        results[c.index] = errorResult(c.row, c.data.email, [
          { field: 'email', column: emailColumn(), code: 'duplicate_in_file', params: { line } },
        ]);
        return false;
      });

      const existing = await lookupExisting(
        trx,
        fresh.map((c) => c.data.email),
      );
      const writesTags = (c: Candidate) => !existing.has(c.data.email) || mode !== 'skip';
      const allTags = fresh.filter(writesTags).flatMap((c) => c.data.tags);
      const knownTags = allTags.length ? await lookupTags(trx, [...new Set(allTags.map((t) => t.slug))]) : new Map();
      const newsletterKeys = mapsNewsletters
        ? [...new Set(fresh.flatMap((c) => c.data.newsletters.map((n) => n.toLowerCase())))]
        : [];
      const newsletters = newsletterKeys.length ? await lookupNewsletters(trx, newsletterKeys) : new Map();
      const updating = fresh
        .filter((c) => existing.has(c.data.email) && mode !== 'skip')
        .map((c) => existing.get(c.data.email)!.id);
      const tagLinks =
        updating.length && allTags.length
          ? (await lookupLinks(trx, s.tags, updating)).targets
          : new Map<number, Set<number>>();
      const newsletterLinks =
        updating.length && mode === 'update' && newsletterKeys.length
          ? (await lookupLinks(trx, s.newsletters, updating)).targets
          : new Map<number, Set<number>>();
      const addresses =
        updating.length && mode === 'update' && mapsAddress ? await lookupAddresses(trx, updating) : new Map();

      lap('lookups');
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
          tags.map((t) =>
            knownTags.has(t.slug)
              ? { name: knownTags.get(t.slug).name, kind: knownTags.get(t.slug).kind }
              : { name: t.name, kind: t.kind, new: true },
          );

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
              changes.fields = Object.fromEntries(
                Object.entries(data.fields).map(([k, v]) => [k, { from: null, to: v }]),
              );
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
        const addTags = data.tags.filter((t) => !knownTags.has(t.slug) || !linked.has(knownTags.get(t.slug).id));
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

      lap('decide');
      if (apply && plans.length) {
        try {
          await trx.transaction((sp) => write(sp, plans));
        } catch (error) {
          strapi.log.warn(
            `[import] chunk at line ${rows[0].line} refused as a whole (${dbMessage(error)}); trying its rows one by one.`,
          );
          for (const plan of plans) {
            try {
              await trx.transaction((sp) => write(sp, [plan]));
            } catch (rowError) {
              const { row, data } = plan.candidate;
              results[plan.candidate.index] = errorResult(row, data.email, [
                { field: 'email', column: emailColumn(), code: 'database', params: { message: dbMessage(rowError) } },
              ]);
            }
          }
        }
      }

      lap('write');
      const accepted = fresh.filter((c) => results[c.index].action !== 'error');
      await insertColumns(trx, SEEN_TABLE, {
        run_key: filled(accepted.length, runKey),
        email: accepted.map((c) => c.data.email),
        line: accepted.map((c) => c.row.line),
      });
      lap('seen');
      return results;
    },
  };
}

export const labelOfTag = tagLabel;
export type Importer = ReturnType<typeof createImporter>;
