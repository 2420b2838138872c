/**
 * Article blocks: the published content items a design names, loaded once per preparation, and the link to
 * each item on the site (`global.frontendURI` + locale prefix + `social.contentPath` + slug, as the sitemap).
 */
import { blocksOf, type ArticleBlock } from '@newsroom/config';
import { normalizeContentPath } from '../../api/statistic/services/attribution';
import type { AccessRule } from '../../api/content/services/access';
import type { Row, Strapi } from '../../strapi-types';

export const CONTENT_UID = 'api::content.content';
export const DEFAULT_ARTICLE_LOCALE = 'nl';

export type LoadedArticle = {
  documentId: string;
  locale: string;
  title: string;
  introduction: string;
  body: string;
  coverUrl: string | null;
  url: string;
  rule: AccessRule;
};

export type SiteAddresses = { frontendURI: string; contentPath: string };

export const articleKey = (block: Pick<ArticleBlock, 'documentId' | 'locale'>) =>
  `${block.documentId}:${block.locale || DEFAULT_ARTICLE_LOCALE}`;

/** The item's address on the site; a PAGE lives at the root, everything else under the content path. */
export function articleUrl(site: SiteAddresses, item: { slug: string; locale: string; type?: string }): string {
  const base = site.frontendURI.replace(/\/+$/, '');
  const prefix = item.locale === DEFAULT_ARTICLE_LOCALE ? '' : `/${item.locale}`;
  const path = item.type === 'PAGE' ? '' : normalizeContentPath(site.contentPath);
  return `${base}${prefix}${path}/${encodeURIComponent(item.slug)}`;
}

export async function siteAddressesOf(strapi: Strapi): Promise<SiteAddresses> {
  const config = await strapi.db.query('api::config.config').findOne({ populate: ['global', 'social'] });
  return {
    frontendURI: String(config?.global?.frontendURI ?? ''),
    contentPath: String(config?.social?.contentPath ?? ''),
  };
}

/** What an article (or each item of a latest block) reads of a content item. */
export const ARTICLE_SELECT = [
  'documentId',
  'locale',
  'type',
  'title',
  'slug',
  'introduction',
  'body',
  'access',
  'accessTag',
  'leadAccess',
  'leadAccessHours',
];
export const ARTICLE_POPULATE = { cover: { select: ['url'] } };

/** A content row (read with `ARTICLE_SELECT` and `ARTICLE_POPULATE`) as the renderer shows it. */
export function loadedArticleOf(row: Row, site: SiteAddresses, absolute: (src: string) => string): LoadedArticle {
  return {
    documentId: row.documentId,
    locale: row.locale,
    title: String(row.title ?? ''),
    introduction: String(row.introduction ?? ''),
    body: String(row.body ?? ''),
    coverUrl: row.cover?.url ? absolute(row.cover.url) : null,
    url: articleUrl(site, { slug: row.slug, locale: row.locale, type: row.type }),
    rule: {
      access: row.access,
      accessTag: row.accessTag,
      leadAccess: row.leadAccess,
      leadAccessHours: row.leadAccessHours,
    },
  };
}

/** Published items named by the design's article blocks, by `articleKey`; items not published are left out. */
export async function loadArticles(
  strapi: Strapi,
  design: unknown,
  site: SiteAddresses,
  absolute: (src: string) => string,
): Promise<Map<string, LoadedArticle>> {
  const blocks = blocksOf(design).filter((block): block is ArticleBlock => block?.type === 'article');
  const found = new Map<string, LoadedArticle>();
  if (!blocks.length) return found;
  const rows = await strapi.db.query(CONTENT_UID).findMany({
    where: { documentId: { $in: [...new Set(blocks.map((b) => b.documentId))] }, status: 'PUBLISHED' },
    select: ARTICLE_SELECT,
    populate: ARTICLE_POPULATE,
  });
  for (const row of rows) found.set(articleKey(row), loadedArticleOf(row, site, absolute));
  return found;
}
