/**
 * Plain text of a message, generated from its blocks: what a template stores as `text` (editable by the
 * user) and what a message carries beside its HTML. Links are written as "label (url)".
 */
import type { ArticleBlock, EmailBlock, LatestBlock } from '@newsroom/config';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/&#(\d+);/g, (_m, n) => String.fromCodePoint(Number(n)));

/** Text of sanitised HTML: paragraphs and headings apart, list items with a dash, links with their target. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|ul|ol|blockquote|figure|div)>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const shown = label.replace(/<[^>]+>/g, '').trim();
      const target = decode(href).replace(/^mailto:/i, '');
      return shown && shown !== target ? `${shown} (${target})` : target;
    })
    .replace(/<[^>]+>/g, '');
  return decode(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type ArticleSummary = { title: string; introduction: string; url: string };

/** An article's text: its title, introduction and link. */
const articleText = (found: ArticleSummary | null | undefined, readMore: string) =>
  found ? [found.title, found.introduction, `${readMore}: ${found.url}`].filter(Boolean).join('\n') : '';

/**
 * The plain text of a design: every block in order; an article as its title, introduction and link (the
 * body never: the text part is the same for every recipient, and gated bodies are for allowed readers only);
 * a latest block as each of its items written as an article.
 */
export function textOfBlocks(
  blocks: EmailBlock[],
  article: (block: ArticleBlock) => ArticleSummary | null,
  readMore: string,
  latest: (block: LatestBlock) => ArticleSummary[] = () => [],
): string {
  const parts = blocks.map((block) => {
    switch (block.type) {
      case 'text':
        return htmlToText(block.html);
      case 'image':
        return block.alt ? `[${block.alt}]${block.href ? ` (${block.href})` : ''}` : '';
      case 'button':
        return `${block.label}: ${block.href.replace(/^mailto:/i, '')}`;
      case 'divider':
        return '----------';
      case 'article':
        return articleText(article(block), readMore);
      case 'latest':
        return latest(block)
          .map((found) => articleText(found, readMore))
          .filter(Boolean)
          .join('\n\n');
      default:
        return '';
    }
  });
  return parts.filter(Boolean).join('\n\n');
}
