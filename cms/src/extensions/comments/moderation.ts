/**
 * The console's moderation queue over the plugin's comment and report tables: a filtered list,
 * the counts behind the menu badge, and approve/reject for one or many comments. A moderation
 * decision also resolves the comment's open reader reports: the moderator has looked at it.
 */
import { errors } from '@strapi/utils';
import { COMMENT_UID, CONTENT_UID, REPORT_UID, STATUSES, contentDocumentId, type CommentStatus } from './policy';

const MAX_PAGE_SIZE = 100;
const SORTABLE = new Set(['createdAt', 'updatedAt', 'approvalStatus', 'id']);
const NOT_REMOVED = { $or: [{ removed: false }, { removed: { $null: true } }] };

const positive = (value: unknown, fallback: number) => {
  const n = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export type ListQuery = {
  status?: string;
  content?: string;
  reported?: string | boolean;
  q?: string;
  sort?: string;
  page?: unknown;
  pageSize?: unknown;
};

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const eq = (value: unknown) =>
  value && typeof value === 'object' ? ((value as any).$eq ?? first((value as any).$in)) : value;

/**
 * The console's data provider speaks Strapi's list dialect (filters[approvalStatus][$eq],
 * filters[item][$eq] for the content item, filters[reported][$eq], filters[$or][0][content][$containsi],
 * pagination[page], sort[0]); scripts may use the short names (status, content, reported, q, page).
 */
export function toListQuery(query: Record<string, any> = {}): ListQuery {
  const filters = query.filters ?? {};
  const search = first(Array.isArray(filters.$or) ? filters.$or : Object.values(filters.$or ?? {}));
  const sort =
    query.sort && typeof query.sort === 'object' && !Array.isArray(query.sort)
      ? Object.values(query.sort)[0]
      : first(query.sort);
  return {
    status: query.status ?? eq(filters.approvalStatus),
    content: query.content ?? eq(filters.item),
    reported: query.reported ?? eq(filters.reported),
    q: query.q ?? (search && typeof search === 'object' ? (Object.values(search)[0] as any)?.$containsi : undefined),
    sort: sort as string | undefined,
    page: query.page ?? query.pagination?.page,
    pageSize: query.pageSize ?? query.pagination?.pageSize,
  };
}

export function listWhere(query: ListQuery) {
  const and: Record<string, unknown>[] = [NOT_REMOVED];
  if (query.status !== undefined && query.status !== '') {
    const status = String(query.status).toUpperCase();
    if (!STATUSES.includes(status as CommentStatus))
      throw new errors.ValidationError(`Onbekende status "${query.status}". Kies uit ${STATUSES.join(', ')}.`);
    and.push({ approvalStatus: status });
  }
  if (query.content) and.push({ related: `${CONTENT_UID}:${query.content}` });
  if (query.reported === true || query.reported === 'true') and.push({ reports: { resolved: false } });
  if (query.q)
    and.push({ $or: [{ content: { $containsi: String(query.q) } }, { authorName: { $containsi: String(query.q) } }] });
  return { $and: and };
}

function orderOf(sort: unknown) {
  const [field, direction] = String(sort || 'createdAt:desc').split(':');
  if (!SORTABLE.has(field)) throw new errors.ValidationError(`Sorteren op "${field}" kan niet.`);
  return [{ [field]: direction?.toLowerCase() === 'asc' ? 'asc' : 'desc' }, { id: 'desc' }];
}

const excerpt = (text: unknown, length = 160) => {
  const plain = String(text ?? '')
    .replace(/<[^>]*>/g, '')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
};

function present(row, items: Map<string, any>) {
  const user = row.authorUser && typeof row.authorUser === 'object' ? row.authorUser : null;
  const documentId = contentDocumentId(row.related);
  const item = documentId ? (items.get(`${documentId}:${row.locale ?? ''}`) ?? items.get(documentId)) : null;
  return {
    id: row.id,
    documentId: row.documentId,
    content: row.content,
    approvalStatus: row.approvalStatus ?? 'PENDING',
    isAdminComment: Boolean(row.isAdminComment),
    blocked: Boolean(row.blocked),
    locale: row.locale ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    author: user
      ? { id: user.id, name: user.username, email: user.email }
      : { id: row.authorId ?? null, name: row.authorName ?? null, email: row.authorEmail ?? null },
    threadOf: row.threadOf ? { id: row.threadOf.id, content: excerpt(row.threadOf.content) } : null,
    reports: (row.reports ?? []).map((r) => ({
      id: r.id,
      reason: r.reason,
      content: r.content,
      createdAt: r.createdAt,
    })),
    item: item
      ? { documentId: item.documentId, title: item.title, slug: item.slug, type: item.type, locale: item.locale }
      : documentId
        ? { documentId, title: null }
        : null,
  };
}

export default ({ strapi }) => ({
  async list(raw: Record<string, any>) {
    const query = toListQuery(raw);
    const page = positive(query.page, 1);
    const pageSize = Math.min(positive(query.pageSize, 25), MAX_PAGE_SIZE);
    const { results, pagination } = await strapi.db.query(COMMENT_UID).findPage({
      where: listWhere(query),
      orderBy: orderOf(query.sort),
      page,
      pageSize,
      populate: {
        authorUser: { select: ['id', 'username', 'email'] },
        threadOf: { select: ['id', 'content'] },
        reports: { where: { resolved: false }, select: ['id', 'reason', 'content', 'createdAt'] },
      },
    });
    const documentIds = [...new Set(results.map((r) => contentDocumentId(r.related)).filter(Boolean))];
    const items = new Map<string, any>();
    if (documentIds.length) {
      const rows = await strapi.db.query(CONTENT_UID).findMany({
        where: { documentId: { $in: documentIds } },
        select: ['documentId', 'locale', 'title', 'slug', 'type'],
      });
      for (const row of rows) {
        items.set(`${row.documentId}:${row.locale}`, row);
        if (!items.has(row.documentId)) items.set(row.documentId, row);
      }
    }
    return { data: results.map((row) => present(row, items)), meta: { pagination } };
  },

  /** pending: comments waiting for a decision; reports: open reader reports on comments still shown. */
  async count() {
    const [pending, reports] = await Promise.all([
      strapi.db.query(COMMENT_UID).count({ where: { $and: [NOT_REMOVED, { approvalStatus: 'PENDING' }] } }),
      strapi.db.query(REPORT_UID).count({
        where: { resolved: false, related: { $and: [NOT_REMOVED, { approvalStatus: { $ne: 'REJECTED' } }] } },
      }),
    ]);
    return { pending, reports };
  },

  /** All or nothing: an unknown id refuses the whole request. */
  async setStatus(ids: unknown, status: CommentStatus) {
    const list = Array.isArray(ids) ? ids.map((id) => Number(id)) : [];
    if (!list.length || list.some((id) => !Number.isInteger(id) || id <= 0))
      throw new errors.ValidationError("Geef een lijst met reactie-id's op (ids).");
    const unique = [...new Set(list)];
    return strapi.db.transaction(async () => {
      const found = await strapi.db.query(COMMENT_UID).findMany({ where: { id: { $in: unique } }, select: ['id'] });
      const missing = unique.filter((id) => !found.some((row) => row.id === id));
      if (missing.length) throw new errors.NotFoundError(`Reactie niet gevonden: ${missing.join(', ')}.`, { missing });
      await strapi.db
        .query(COMMENT_UID)
        .updateMany({ where: { id: { $in: unique } }, data: { approvalStatus: status } });
      const open = await strapi.db
        .query(REPORT_UID)
        .findMany({ where: { related: { id: { $in: unique } }, resolved: false }, select: ['id'] });
      if (open.length)
        await strapi.db
          .query(REPORT_UID)
          .updateMany({ where: { id: { $in: open.map((r) => r.id) } }, data: { resolved: true } });
      return { count: unique.length, status };
    });
  },
});
