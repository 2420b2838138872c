/**
 * Blocks → MJML. Every user value is escaped or sanitised here; links become click placeholders, merge
 * fields become merge placeholders, and an article's body is a placeholder filled per recipient (the body
 * for a reader who may read the item, nothing for others: they get the teaser and the link). A latest block
 * is its items, each shown as an article block shows its one.
 */
import type { EmailBlock, EngagementEditorSettings } from '@newsroom/config';
import { articleKey, type LoadedArticle } from './article';
import { latestKey } from './latest';
import { sanitizeArticleBody, sanitizeTextBlock } from './html';
import type { LinkRegistry } from './links';
import { withMergeTokens } from './merge-fields';
import { escapeHtml, tokenOf } from './tokens';
import type { PreparedArticle } from './types';

export type BlockContext = {
  nonce: string;
  links: LinkRegistry;
  settings: EngagementEditorSettings;
  articles: Map<string, LoadedArticle>;
  /** The items of the latest blocks, by `latestKey`, newest first. */
  latest: Map<string, LoadedArticle[]>;
  /** Filled while rendering: the article placeholders' rules and bodies, by index. */
  prepared: PreparedArticle[];
  absolute: (src: string) => string;
};

const attr = (value: unknown) => escapeHtml(value);
const px = (value: unknown) => (typeof value === 'number' ? `${value}px` : String(value ?? ''));
const section = (inner: string) => `<mj-section padding="0"><mj-column>${inner}</mj-column></mj-section>`;

/** One content item: cover (unless `showCover` is false), linked title, introduction, gated body, "read more". */
function articleMjml(item: LoadedArticle | undefined, showCover: boolean | undefined, ctx: BlockContext): string {
  if (!item) return ''; // unpublished or deleted since the template was saved: left out, never shown
  const href = attr(ctx.links.token(item.url));
  const { articleTitle: title, articleIntro: intro } = ctx.settings;
  const index =
    ctx.prepared.push({ rule: item.rule, bodyHtml: sanitizeArticleBody(item.body, ctx.links, ctx.absolute) }) - 1;
  const cover =
    showCover !== false && item.coverUrl
      ? `<mj-image src="${attr(item.coverUrl)}" href="${href}" alt="${attr(item.title)}" padding="0 0 12px 0" />`
      : '';
  return section(
    cover +
      `<mj-text css-class="nr-article-title" font-family="${attr(title.fontFamily)}" font-size="${px(title.fontSize)}" ` +
      `align="${attr(title.textAlign)}" color="${attr(title.color)}" font-weight="bold">` +
      `<a href="${href}" class="nr-article-link">${escapeHtml(item.title)}</a></mj-text>` +
      (item.introduction
        ? `<mj-text css-class="nr-article-intro" font-family="${attr(intro.fontFamily)}" font-size="${px(intro.fontSize)}" color="${attr(intro.color)}">${escapeHtml(item.introduction)}</mj-text>`
        : '') +
      `<mj-text css-class="nr-article-body">${tokenOf(ctx.nonce, 'ART', index)}</mj-text>` +
      `<mj-text><a href="${href}" class="nr-read-more">${tokenOf(ctx.nonce, 'T', 'readMore')}</a></mj-text>`,
  );
}

export function blockMjml(block: EmailBlock, ctx: BlockContext): string {
  switch (block.type) {
    case 'text':
      return section(`<mj-text>${withMergeTokens(ctx.nonce, sanitizeTextBlock(block.html, ctx.links))}</mj-text>`);
    case 'image': {
      const href = block.href ? ` href="${attr(ctx.links.token(block.href))}"` : '';
      return section(`<mj-image src="${attr(ctx.absolute(block.src))}" alt="${attr(block.alt ?? '')}"${href} />`);
    }
    case 'button':
      return section(
        `<mj-button href="${attr(ctx.links.token(block.href))}" background-color="${attr(block.color || '#333333')}" ` +
          `border-radius="${px(ctx.settings.borderRadius)}">${withMergeTokens(ctx.nonce, escapeHtml(block.label))}</mj-button>`,
      );
    case 'divider':
      return section('<mj-divider border-width="1px" border-color="#cccccc" />');
    case 'article':
      return articleMjml(ctx.articles.get(articleKey(block)), block.showCover, ctx);
    case 'latest':
      return (ctx.latest.get(latestKey(block)) ?? []).map((item) => articleMjml(item, block.showCover, ctx)).join('\n');
    default:
      return '';
  }
}

/** The whole document: view-in-browser line, the content box with the editor's borders, footer, open pixel. */
export function documentMjml(blocks: EmailBlock[], ctx: BlockContext, head: { subject: string; preheader: string }) {
  const { bodyValues, border, borderRadius, articleTitle } = ctx.settings;
  const t = (key: string) => tokenOf(ctx.nonce, 'T', key);
  const font = bodyValues.fontFamily?.value || 'Arial, Helvetica, sans-serif';
  return `<mjml>
  <mj-head>
    <mj-title>${head.subject}</mj-title>
    ${head.preheader ? `<mj-preview>${head.preheader}</mj-preview>` : ''}
    <mj-attributes>
      <mj-all font-family="${attr(font)}" />
      <mj-text font-size="15px" line-height="1.5" color="#333333" padding="8px 24px" />
      <mj-image padding="8px 24px" />
      <mj-button padding="12px 24px" />
    </mj-attributes>
    <mj-style inline="inline">
      .nr-article-link { color: ${attr(articleTitle.color)}; text-decoration: none; }
      .nr-read-more { color: #1a5fb4; }
      .nr-meta a { color: #777777; }
    </mj-style>
  </mj-head>
  <mj-body background-color="${attr(bodyValues.backgroundColor)}" width="${attr(bodyValues.contentWidth)}">
    <mj-section padding="12px 0"><mj-column><mj-text css-class="nr-meta" align="center" font-size="12px" color="#777777"><a href="${tokenOf(ctx.nonce, 'VIEW')}">${t('view')}</a></mj-text></mj-column></mj-section>
    <mj-wrapper background-color="#ffffff" padding="16px 0" border-top="${attr(border.top)}" border-left="${attr(border.left)}" border-right="${attr(border.right)}" border-bottom="${attr(border.bottom)}" border-radius="${px(borderRadius)}">
      ${blocks.map((block) => blockMjml(block, ctx)).join('\n      ')}
    </mj-wrapper>
    <mj-section padding="12px 0"><mj-column><mj-text css-class="nr-meta" align="center" font-size="12px" color="#777777">${t('unsubscribeLine')} <a href="${tokenOf(ctx.nonce, 'UNSUB')}">${t('unsubscribe')}</a></mj-text>
      <mj-raw><img src="${tokenOf(ctx.nonce, 'OPEN')}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;" /></mj-raw></mj-column></mj-section>
  </mj-body>
</mjml>`;
}
