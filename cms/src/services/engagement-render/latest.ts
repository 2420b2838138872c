/**
 * Latest blocks: the newest published content items with a tag, looked up when a design is prepared (so a
 * recurring campaign gets fresh items on every run). Newest by `publicationDate` (the date the site's lists
 * sort by, set on first publication), then by row id; the same published and language rules as an article
 * block, each item loaded and shown as one. One query per distinct block (tag, language, count).
 */
import { blocksOf, LATEST_BLOCK_MAX_ITEMS, type LatestBlock } from '@newsroom/config';
import type { Strapi } from '../../strapi-types';
import {
  ARTICLE_POPULATE,
  ARTICLE_SELECT,
  CONTENT_UID,
  DEFAULT_ARTICLE_LOCALE,
  loadedArticleOf,
  type LoadedArticle,
  type SiteAddresses,
} from './article';

/** How many items a block asks for, kept within 1..LATEST_BLOCK_MAX_ITEMS whatever a stored copy says. */
const countOf = (block: Pick<LatestBlock, 'count'>) =>
  Math.min(LATEST_BLOCK_MAX_ITEMS, Math.max(1, Math.trunc(Number(block.count)) || 1));

export const latestKey = (block: Pick<LatestBlock, 'tag' | 'locale' | 'count'>) =>
  `${block.tag}:${block.locale || DEFAULT_ARTICLE_LOCALE}:${countOf(block)}`;

/** The items of every latest block of a design, newest first, by `latestKey` (an empty list when none). */
export async function loadLatest(
  strapi: Strapi,
  design: unknown,
  site: SiteAddresses,
  absolute: (src: string) => string,
): Promise<Map<string, LoadedArticle[]>> {
  const blocks = new Map<string, LatestBlock>();
  for (const block of blocksOf(design))
    if (block?.type === 'latest' && typeof block.tag === 'string') blocks.set(latestKey(block), block);
  const entries = await Promise.all(
    [...blocks].map(async ([key, block]) => {
      const rows = await strapi.db.query(CONTENT_UID).findMany({
        where: {
          status: 'PUBLISHED',
          locale: block.locale || DEFAULT_ARTICLE_LOCALE,
          tags: { documentId: block.tag },
        },
        select: ARTICLE_SELECT,
        populate: ARTICLE_POPULATE,
        orderBy: [{ publicationDate: 'desc' }, { id: 'desc' }],
        limit: countOf(block),
      });
      return [key, rows.map((row) => loadedArticleOf(row, site, absolute))] as const;
    }),
  );
  return new Map(entries);
}
