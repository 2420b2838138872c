/**
 * `prepareMessage`: everything a campaign's messages share, done once: site addresses and editor settings
 * read, articles and the latest blocks' items loaded, blocks sanitised, MJML compiled with the CSS inlined,
 * plain text generated (or the stored edited text taken). The result is plain JSON with placeholders for what differs per recipient.
 */
import { blocksOf, editorSettingsOf, type ArticleBlock, type LatestBlock } from '@newsroom/config';
import { publicUrlOf } from '../payments';
import type { Strapi } from '../../strapi-types';
import { articleKey, loadArticles, siteAddressesOf } from './article';
import { documentMjml, type BlockContext } from './blocks';
import { compileMjml } from './compile';
import { latestKey, loadLatest } from './latest';
import { linkRegistry, TEXT_URL_RE, type LinkRegistry } from './links';
import { withMergeTokens } from './merge-fields';
import { textOfBlocks } from './plain-text';
import { RENDER_TEXTS } from './texts';
import { escapeHtml, newNonce, tokenOf } from './tokens';
import type { MessageSource, PreparedMessage } from './types';

/** Uploads are stored with a path (`/uploads/x.jpg`); mail clients need the absolute address. */
export const absoluteOf = (base: string) => (src: string) =>
  /^https?:\/\//i.test(src) ? src : `${base.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;

/** The template's plain text as a user reads and edits it: links and merge fields written out. */
export async function generateText(strapi: Strapi, design: unknown): Promise<string> {
  const site = await siteAddressesOf(strapi);
  const absolute = absoluteOf(publicUrlOf(strapi));
  const [articles, latest] = await Promise.all([
    loadArticles(strapi, design, site, absolute),
    loadLatest(strapi, design, site, absolute),
  ]);
  return textOfBlocks(
    blocksOf(design),
    (block: ArticleBlock) => articles.get(articleKey(block)) ?? null,
    RENDER_TEXTS.nl.readMore,
    (block: LatestBlock) => latest.get(latestKey(block)) ?? [],
  );
}

/** Plain text with placeholders: URLs through the click links, merge fields, and the footer's two links. */
const tokenisedText = (nonce: string, text: string, links: LinkRegistry) =>
  withMergeTokens(
    nonce,
    text.replace(TEXT_URL_RE, (url) => links.token(url)),
  ) +
  `\n\n--\n${tokenOf(nonce, 'T', 'view')}: ${tokenOf(nonce, 'VIEW')}\n` +
  `${tokenOf(nonce, 'T', 'unsubscribe')}: ${tokenOf(nonce, 'UNSUB')}\n`;

export async function prepareMessage(strapi: Strapi, source: MessageSource): Promise<PreparedMessage> {
  const nonce = newNonce();
  const links = linkRegistry(nonce, source.utm);
  const absolute = absoluteOf(publicUrlOf(strapi));
  const site = await siteAddressesOf(strapi);
  const [stored, articles, latest] = await Promise.all([
    strapi.db.query('api::config.config').findOne({ select: ['engagementEditorSettings'] }),
    loadArticles(strapi, source.design, site, absolute),
    loadLatest(strapi, source.design, site, absolute),
  ]);
  const ctx: BlockContext = {
    nonce,
    links,
    settings: editorSettingsOf(stored?.engagementEditorSettings),
    articles,
    latest,
    prepared: [],
    absolute,
  };
  const blocks = blocksOf(source.design);
  const subject = String(source.subject ?? '');
  const html = compileMjml(
    documentMjml(blocks, ctx, {
      subject: withMergeTokens(nonce, escapeHtml(subject)),
      preheader: withMergeTokens(nonce, escapeHtml(source.preheader ?? '')),
    }),
  );
  const text =
    source.textEdited && source.text != null
      ? String(source.text)
      : textOfBlocks(
          blocks,
          (block) => ctx.articles.get(articleKey(block)) ?? null,
          RENDER_TEXTS.nl.readMore,
          (block) => ctx.latest.get(latestKey(block)) ?? [],
        );
  return {
    version: 1,
    nonce,
    subject: withMergeTokens(nonce, subject),
    html,
    text: tokenisedText(nonce, text, links),
    links: links.targets,
    articles: ctx.prepared,
  };
}
