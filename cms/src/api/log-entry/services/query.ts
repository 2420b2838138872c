/**
 * The log's list query: the request's filters checked and turned into one SQL WHERE over `log_entries`,
 * newest first, with the capped count (docs/log.md). Written with knex rather than Strapi's query engine
 * so every filter maps onto one of the indexes of `../indexes.ts` and nothing counts ten million rows.
 */
import type { Knex } from 'knex';
import { errors } from '@strapi/utils';
import {
  amsterdamDayEnd,
  amsterdamDayStart,
  isLogType,
  LOG_COUNT_CAP,
  LOG_FILTER_FIELDS,
  LOG_PAGE_SIZE_MAX,
  LOG_TEXT_FIELDS,
  LOG_TYPES,
  type LogType,
} from '@newsroom/config';
import { dbModel } from '../../../services/db-model';
import type { Strapi } from '../../../strapi-types';

export const LOG_UID = 'api::log-entry.log-entry';
const { ValidationError } = errors;

export type LogFilter = {
  types?: LogType[];
  action?: string;
  since?: string;
  until?: string;
  actorId?: number;
  actorPrefix?: string;
  /** The actor names a prefix stands for (see `resolveActorPrefix`). */
  actorNames?: string[];
  subjectType?: string;
  subjectId?: string;
  text?: string;
};
export type LogSort = { field: 'at' | 'id'; desc: boolean };
export type LogListRequest = { filter: LogFilter; sort: LogSort; page: number; pageSize: number };

type Query = Record<string, unknown>;
const refuse = (message: string, code: string, params?: Record<string, unknown>): never => {
  throw new ValidationError(message, { code, ...(params ? { params } : {}) });
};

/** `x`, `{ $eq: x }` or `{ $in: [..] }` (qs gives an object for `$in[0]=a&$in[1]=b`) as a list of texts. */
const valuesOf = (field: string, value: unknown): string[] => {
  const raw =
    value && typeof value === 'object' && !Array.isArray(value)
      ? ((value as Query).$in ?? (value as Query).$eq ?? (value as Query).$startsWith)
      : value;
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [raw];
  if (!list.length || list.some((v) => typeof v !== 'string' && typeof v !== 'number'))
    refuse(`filters[${field}] must be a value.`, 'log_filter_invalid', { field });
  return list.map((v) => String(v).trim()).filter(Boolean);
};

const one = (field: string, value: unknown, max = 200) => {
  const [first, ...rest] = valuesOf(field, value);
  if (rest.length || (first ?? '').length > max)
    refuse(`filters[${field}] takes one value.`, 'log_filter_invalid', { field });
  return first || undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (field: string, value: unknown) => {
  const day = value === undefined ? undefined : one(field, value, 10);
  if (day === undefined) return undefined;
  const parsed = new Date(`${day}T12:00:00Z`);
  if (!DAY.test(day) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    refuse(`${day} is not a day (YYYY-MM-DD).`, 'log_day_invalid', { value: day });
  return day;
};

/** The console's search box sends `$or: [{ action: { $containsi } }, { note: { $containsi } }]`. */
const textOf = (or: unknown): string | undefined => {
  const items = or && typeof or === 'object' ? Object.values(or as Query) : [];
  for (const item of items) {
    const [[field, condition] = []] = Object.entries((item ?? {}) as Query);
    if (!(LOG_TEXT_FIELDS as readonly string[]).includes(field ?? ''))
      refuse(`The search looks in ${LOG_TEXT_FIELDS.join(', ')} only.`, 'log_filter_unknown', { field });
    const text = (condition as Query | undefined)?.$containsi;
    if (typeof text === 'string') return text.trim().slice(0, 200) || undefined;
  }
  return undefined;
};

/** `filters`, `_q`, `sort` and `pagination` of a list or export request, checked; 400 with a code when wrong. */
export function parseLogRequest(query: Query): LogListRequest {
  const filters = (query.filters ?? {}) as Query;
  if (typeof filters !== 'object' || Array.isArray(filters))
    refuse('filters must be an object.', 'log_filter_invalid', { field: 'filters' });
  const filter: LogFilter = {};
  for (const [field, value] of Object.entries(filters)) {
    if (field === '$or') {
      filter.text = textOf(value);
      continue;
    }
    if (!(LOG_FILTER_FIELDS as readonly string[]).includes(field))
      refuse(`Unknown filter ${field}.`, 'log_filter_unknown', { field });
    if (field === 'type') {
      const types = valuesOf(field, value);
      const wrong = types.find((t) => !isLogType(t));
      if (wrong)
        refuse(`Unknown log type ${wrong}.`, 'log_type_unknown', { value: wrong, values: LOG_TYPES.join(', ') });
      if (types.length) filter.types = types as LogType[];
    } else if (field === 'day') {
      const range = (value && typeof value === 'object' ? value : { $eq: value }) as Query;
      const from = dayOf('day', range.$gte ?? range.$eq);
      const to = dayOf('day', range.$lte ?? range.$eq);
      if (from && to && from > to) refuse('The period ends before it starts.', 'log_period_invalid');
      filter.since = from ? (amsterdamDayStart(from) ?? undefined) : undefined;
      filter.until = to ? (amsterdamDayEnd(to) ?? undefined) : undefined;
    } else if (field === 'who' || field === 'actorId') {
      const who = one(field, value);
      if (who && /^\d{1,9}$/.test(who)) filter.actorId = Number(who);
      else if (who && field === 'who') filter.actorPrefix = who;
      else if (who) refuse('filters[actorId] must be a number.', 'log_filter_invalid', { field });
    } else {
      const text = one(field, value, 60);
      if (text) filter[field as 'action' | 'subjectType' | 'subjectId'] = text;
    }
  }
  if (typeof query._q === 'string' && query._q.trim()) filter.text = query._q.trim().slice(0, 200);

  const sortText = String(Array.isArray(query.sort) ? query.sort[0] : (query.sort ?? 'at:desc'));
  const [field, order = 'asc'] = sortText.split(':');
  if (!['at', 'id'].includes(field) || !['asc', 'desc'].includes(order.toLowerCase()))
    refuse('sort is at or id, asc or desc.', 'log_sort_invalid');
  const pagination = (query.pagination ?? {}) as Query;
  const page = Number(pagination.page ?? 1);
  const pageSize = Number(pagination.pageSize ?? 25);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1)
    refuse('pagination page and pageSize are whole numbers from 1.', 'log_page_invalid');
  return {
    filter,
    sort: { field: field as 'at' | 'id', desc: order.toLowerCase() === 'desc' },
    page,
    pageSize: Math.min(pageSize, LOG_PAGE_SIZE_MAX),
  };
}

const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The table, its columns and a query builder with the filter's WHERE (each part on an indexed column). */
export function logQuery(strapi: Strapi, filter: LogFilter) {
  const meta = dbModel(strapi, LOG_UID);
  const col = (name: string) => meta.column(name);
  const knex = strapi.db.connection as Knex;
  const where = (builder: Knex.QueryBuilder) => {
    if (filter.types?.length === 1) builder.where(col('type'), filter.types[0]);
    else if (filter.types?.length) builder.whereIn(col('type'), filter.types);
    if (filter.action) builder.where(col('action'), filter.action);
    if (filter.since) builder.where(col('at'), '>=', new Date(filter.since));
    if (filter.until) builder.where(col('at'), '<=', new Date(filter.until));
    if (filter.actorId != null) builder.where(col('actorId'), filter.actorId);
    if (filter.actorNames?.length === 1) builder.where(col('actorName'), filter.actorNames[0]);
    else if (filter.actorNames) builder.whereIn(col('actorName'), filter.actorNames);
    // A prefix matching many names stays a range (read in index order, then sorted by time).
    else if (filter.actorPrefix)
      builder
        .where(col('actorName'), '>=', filter.actorPrefix)
        .where(col('actorName'), '<', `${filter.actorPrefix}\uffff`);
    if (filter.subjectType) builder.where(col('subjectType'), filter.subjectType);
    if (filter.subjectId) builder.where(col('subjectId'), filter.subjectId);
    if (filter.text) {
      const pattern = likeText(filter.text);
      builder.where((or) =>
        LOG_TEXT_FIELDS.forEach((field) => or.orWhereRaw(`lower(??) like ? escape '\\'`, [col(field), pattern])),
      );
    }
    return builder;
  };
  return { meta, col, knex, where, table: meta.table };
}

/** Up to LOG_COUNT_CAP + 1: the inner LIMIT stops the count at the cap however many rows match. */
export async function cappedCount(strapi: Strapi, filter: LogFilter): Promise<number> {
  const { knex, where, table } = logQuery(strapi, filter);
  const inner = where(
    knex(table)
      .select(knex.raw('1'))
      .limit(LOG_COUNT_CAP + 1),
  );
  const [row] = await knex.from(inner.as('capped')).count({ n: '*' });
  return Number((row as { n: number | string }).n);
}

const PREFIX_NAMES_MAX = 20;

/**
 * A name prefix ("anna") as the few names it stands for ("anna@example.com"): one name is an equality the
 * (actor_name, at) index answers newest first, where a range would read and sort every entry of the range. Found
 * by a loose index scan (the next name after the last found, at most PREFIX_NAMES_MAX steps); more names than that
 * leave the range as it is.
 */
export async function resolveActorPrefix(strapi: Strapi, filter: LogFilter): Promise<LogFilter> {
  if (!filter.actorPrefix) return filter;
  const { knex, col, table } = logQuery(strapi, {});
  const column = col('actorName');
  const upper = `${filter.actorPrefix}\uffff`;
  const names: string[] = [];
  let after: string | null = null;
  while (names.length <= PREFIX_NAMES_MAX) {
    const next = knex(table).first({ name: column }).where(column, '<', upper).orderBy(column, 'asc');
    if (after === null) next.where(column, '>=', filter.actorPrefix);
    else next.where(column, '>', after);
    const row = (await next) as { name: string } | undefined;
    if (!row) break;
    names.push(row.name);
    after = row.name;
  }
  if (names.length > PREFIX_NAMES_MAX) return filter;
  return { ...filter, actorNames: names };
}
