/**
 * Published content for readers. Lists carry teasers only; an item carries its body when the
 * reader may read it, otherwise the teaser and the reason (the access evaluator decides).
 */
import { errors } from '@strapi/utils';
import { CONTENT_TYPES } from '@newsroom/config';
import { canRead, type Reader } from '../../content/services/access';
import type { Ctx, Row, WithStrapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

const UID = 'api::content.content';
const MAX_PAGE_SIZE = 100;
const TEASER_FIELDS = [
  'documentId',
  'type',
  'title',
  'slug',
  'introduction',
  'publicationDate',
  'locale',
  'access',
  'accessTag',
  'leadAccess',
  'leadAccessHours',
  'updatedAt',
];
const FULL_FIELDS = [
  ...TEASER_FIELDS,
  'body',
  'mediaUrl',
  'seoTitle',
  'seoDescription',
  'redirectTarget',
  'redirectCode',
  'commentsEnabled',
];
const named = { select: ['name', 'slug'] };
const TEASER_POPULATE = {
  cover: { select: ['url', 'alternativeText', 'width', 'height', 'formats'] },
  authors: named,
  tags: named,
  categories: named,
  highlightedCategory: named,
  dossier: { select: ['title', 'slug'] },
};
const FULL_POPULATE = {
  ...TEASER_POPULATE,
  mediaFile: { select: ['url', 'mime', 'size'] },
  downloadFile: { select: ['url', 'mime', 'size', 'name'] },
};

const positive = (value: unknown, fallback: number) => {
  const n = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const present = (row: Row, verdict?: { allowed: boolean; reason: string }) => {
  const { access, accessTag, leadAccess, leadAccessHours, ...rest } = row;
  return { ...rest, access: { rule: access, ...(verdict ?? {}) } };
};

export default ({ strapi }: WithStrapi) => ({
  async readerOf(ctx: Ctx): Promise<Reader> {
    try {
      const token = await strapi.plugin('users-permissions').service('jwt').getToken(ctx);
      if (!token?.id) return { signedIn: false };
      const user = await strapi.db
        .query('plugin::users-permissions.user')
        .findOne({ where: { id: token.id }, select: ['id', 'blocked'] });
      if (!user || user.blocked) return { signedIn: false };
      // Access tags: the slugs of the profile's tags of kind ACCESS (a content item's accessTag names one).
      const profile = await strapi.db.query('api::profile.profile').findOne({
        where: { user: user.id },
        select: ['type', 'createdAt'],
        populate: { tags: { select: ['slug'], where: { kind: 'ACCESS' } } },
      });
      return {
        signedIn: true,
        userId: user.id,
        profileType: profile?.type ?? 'ACCOUNT',
        tags: (profile?.tags ?? []).map((tag: { slug: string }) => tag.slug),
        registeredAt: profile?.createdAt,
      };
    } catch {
      return { signedIn: false };
    }
  },

  async list(query: Record<string, unknown>, reader: Reader) {
    const page = positive(query.page, 1);
    const pageSize = Math.min(positive(query.pageSize, 25), MAX_PAGE_SIZE);
    const type = query.type ? String(query.type) : undefined;
    if (type && !(CONTENT_TYPES as readonly string[]).includes(type))
      throw new errors.ValidationError('Unknown content type', { code: 'unknown_type' });
    const { ids, total } = await this.pageOfIds(
      { locale: String(query.locale ?? 'nl'), type, tag: query.tag, category: query.category, dossier: query.dossier },
      page,
      pageSize,
    );
    const found = ids.length
      ? await strapi.db
          .query(UID)
          .findMany({ where: { id: { $in: ids } }, select: [...TEASER_FIELDS, 'id'], populate: TEASER_POPULATE })
      : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    const items = ids.map((id) => byId.get(id)).filter(Boolean);
    const now = new Date();
    return {
      data: items.map((row) => present(row, canRead(row, reader, now))),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
    };
  },

  /**
   * One page of published ids, newest first, and the total. Relation filters become IN-subqueries
   * on the link tables, so the database walks contents_listing_idx in order and stops after a page,
   * instead of joining and de-duplicating every matching row as the generic query layer does.
   */
  async pageOfIds(
    filter: { locale: string; type?: string; tag?: unknown; category?: unknown; dossier?: unknown },
    page: number,
    pageSize: number,
  ) {
    const knex = strapi.db.connection;
    const meta = dbModel(strapi, UID);
    const col = (name: string) => meta.column(name);
    const linked = (attribute: string, targetUid: string, slug: unknown) => {
      const join = meta.link(attribute);
      const target = dbModel(strapi, targetUid);
      return knex(join.name)
        .select(join.joinColumn.name)
        .whereIn(
          join.inverseJoinColumn.name,
          knex(target.table).select('id').where(target.column('slug'), String(slug)),
        );
    };
    const base = () => {
      const q = knex(meta.table).where(col('locale'), filter.locale).andWhere(col('status'), 'PUBLISHED');
      if (filter.type) q.andWhere(col('type'), filter.type);
      if (filter.tag) q.whereIn('id', linked('tags', 'api::tag.tag', filter.tag));
      if (filter.category) q.whereIn('id', linked('categories', 'api::category.category', filter.category));
      if (filter.dossier) q.whereIn('id', linked('dossier', 'api::dossier.dossier', filter.dossier));
      return q;
    };
    const [rows, [{ count }]] = await Promise.all([
      base()
        .select('id')
        .orderBy([
          { column: col('publicationDate'), order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .offset((page - 1) * pageSize)
        .limit(pageSize),
      base().count({ count: '*' }),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(count) };
  },

  async item(slug: string, locale: string, reader: Reader) {
    const row = await strapi.db
      .query(UID)
      .findOne({ where: { slug, locale, status: 'PUBLISHED' }, select: FULL_FIELDS, populate: FULL_POPULATE });
    if (!row) throw new errors.NotFoundError('No published content with this slug', { code: 'not_found', slug });
    const verdict = canRead(row, reader);
    if (verdict.allowed) return present(row, verdict);
    const teaser = Object.fromEntries(
      Object.entries(row).filter(([key]) => TEASER_FIELDS.includes(key) || key in TEASER_POPULATE),
    );
    return present(teaser, verdict);
  },

  /**
   * The item behind a preview or share link, whatever its status: the link is the reader's permission.
   * Anything else (malformed, forged, for another item, revoked, expired, item gone) is the same 404.
   */
  async shared(token: string) {
    const link = await strapi.service('api::content-link.content-link').resolve(token);
    const row = link
      ? await strapi.db.query(UID).findOne({
          where: { documentId: link.contentDocumentId, locale: link.locale },
          select: [...FULL_FIELDS, 'status', 'publishAt'],
          populate: FULL_POPULATE,
        })
      : null;
    if (!link || !row) throw new errors.NotFoundError('Not found', { code: 'not_found' });
    return {
      ...present(row, { allowed: true, reason: 'link' }),
      link: { kind: link.kind, expiresAt: link.expiresAt ? new Date(link.expiresAt).toISOString() : null },
    };
  },

  async sitemap() {
    const config = await strapi.db.query('api::config.config').findOne({ populate: ['global', 'social'] });
    const base = String(config?.global?.frontendURI ?? '').replace(/\/$/, '');
    if (!/^https?:\/\//.test(base)) throw new Error('Site configuration global.frontendURI is not an absolute URL');
    const contentPath = String(config?.social?.contentPath ?? '').replace(/\/$/, '');
    const rows = await strapi.db.query(UID).findMany({
      where: { status: 'PUBLISHED', type: { $ne: 'REDIRECT' } },
      select: ['slug', 'type', 'locale', 'updatedAt'],
      orderBy: { publicationDate: 'desc' },
      limit: 50_000,
    });
    const escape = (s: string) =>
      s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
    const urls = rows.map((row) => {
      const path = row.type === 'PAGE' ? `/${row.slug}` : `${contentPath}/${row.slug}`;
      const loc = `${base}${row.locale === 'nl' ? '' : `/${row.locale}`}${path}`;
      return `  <url><loc>${escape(loc)}</loc><lastmod>${new Date(row.updatedAt).toISOString()}</lastmod></url>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  },
});
