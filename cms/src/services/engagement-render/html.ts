/**
 * The HTML the renderer lets into a message: a text block's limited formatting and an article's body,
 * sanitised, with every http(s) link turned into its click placeholder. Anything else (script, style,
 * event attributes, javascript: links) is removed; text is escaped.
 */
import sanitizeHtml from 'sanitize-html';
import { EMAIL_TEXT_TAGS } from '@newsroom/config';
import type { LinkRegistry } from './links';

const linkTransform =
  (links: LinkRegistry) =>
  (tagName: string, attribs: Record<string, string>): sanitizeHtml.Tag => ({
    tagName,
    attribs: attribs.href ? { href: links.token(attribs.href) } : ({} as Record<string, string>),
  });

/** A text block's HTML: the tags of EMAIL_TEXT_TAGS, links only http(s) and mailto. */
export const sanitizeTextBlock = (html: string, links: LinkRegistry) =>
  sanitizeHtml(html, {
    allowedTags: [...EMAIL_TEXT_TAGS],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    disallowedTagsMode: 'discard',
    transformTags: { a: linkTransform(links) },
  });

/** An article's body for e-mail: article markup without embeds (mail clients do not play iframes). */
export const sanitizeArticleBody = (html: string, links: LinkRegistry, absolute: (src: string) => string) =>
  sanitizeHtml(html, {
    allowedTags: [...EMAIL_TEXT_TAGS, 'blockquote', 'img', 'figure', 'figcaption', 's'],
    allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'style'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      a: linkTransform(links),
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          src: absolute(attribs.src ?? ''),
          alt: attribs.alt ?? '',
          style: 'max-width:100%;height:auto;display:block;',
        },
      }),
    },
  });
