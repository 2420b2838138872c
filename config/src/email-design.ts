// E-mail template designs (SPEC section 3 "Email templates", issue #18): the blocks a template is made of,
// their validation and the merge fields. Shared by the CMS (authority: it validates on save and renders) and
// the console's block editor (comfort).
import { EMAIL_RE, hasRefusedCharacters } from './validation';
import { previewAddressList, previewEmailFailure } from './invoice';
import { PREVIEW_MAIL_MAX_RECIPIENTS } from './engagement';

export const EMAIL_BLOCK_TYPES = ['text', 'image', 'button', 'divider', 'article', 'latest'] as const;
export type EmailBlockType = (typeof EMAIL_BLOCK_TYPES)[number];

export type TextBlock = { type: 'text'; html: string };
export type ImageBlock = { type: 'image'; src: string; alt?: string; href?: string };
export type ButtonBlock = { type: 'button'; label: string; href: string; color?: string };
export type DividerBlock = { type: 'divider' };
/** Published content picked by documentId; the renderer adds title, intro, cover and the link on the site. */
export type ArticleBlock = { type: 'article'; documentId: string; locale?: string; showCover?: boolean };
/**
 * The newest `count` published content items with a tag (by tag documentId) in one language, looked up each
 * time the design is prepared (a recurring digest gets fresh items on every run); each shown as an article.
 */
export type LatestBlock = { type: 'latest'; tag: string; count: number; locale?: string; showCover?: boolean };
export type EmailBlock = TextBlock | ImageBlock | ButtonBlock | DividerBlock | ArticleBlock | LatestBlock;
export type EmailDesign = { blocks: EmailBlock[] };

export const EMAIL_DESIGN_MAX_BLOCKS = 60;
export const EMAIL_TEXT_BLOCK_MAX = 20_000;
export const EMAIL_LABEL_MAX = 120;
export const EMAIL_URL_MAX = 2000;
/** The most items one latest block shows. */
export const LATEST_BLOCK_MAX_ITEMS = 10;

/**
 * The markup a text block may hold (everything else is removed on render): paragraphs, line breaks, bold,
 * italic, underline, links, lists and two heading levels. No style, script, image or event attribute.
 */
export const EMAIL_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3'] as const;

/**
 * Merge fields: written as `{firstName}` in a text block, a button label, the subject or the preheader; filled
 * per recipient with the recipient's data as text (escaped, never evaluated: `{{constructor...}}` stays text).
 * - `{firstName}`, `{lastName}`: the profile's names (empty when unknown);
 * - `{fullName}`: first and last name, or the e-mail address when both are empty;
 * - `{email}`: the address the message goes to.
 */
export const MERGE_FIELDS = ['firstName', 'lastName', 'fullName', 'email'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export const MERGE_FIELD_RE = /\{(firstName|lastName|fullName|email)\}/g;

/** A refusal of one block: `index` of the block, a code the console translates. */
export type BlockFailure = { index: number; code: string };

const HEX_COLOR_RE = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
const DOCUMENT_ID_RE = /^[a-z0-9]{1,64}$/i;

export const isHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string' || !value || value.length > EMAIL_URL_MAX) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** Links may also be mail addresses (`mailto:`). */
const isLink = (value: unknown) =>
  isHttpUrl(value) || (typeof value === 'string' && /^mailto:/i.test(value) && EMAIL_RE.test(value.slice(7)));

const text = (value: unknown, max: number, long = false) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max && !hasRefusedCharacters(value, long);
const optionalText = (value: unknown, max: number) =>
  value === undefined || value === null || value === '' || text(value, max);

/** The code of what is wrong with one block, or null. */
export function blockFailure(block: unknown): string | null {
  if (!block || typeof block !== 'object' || Array.isArray(block)) return 'block_invalid';
  const b = block as Record<string, unknown>;
  switch (b.type) {
    case 'text':
      return text(b.html, EMAIL_TEXT_BLOCK_MAX, true) ? null : 'block_text_required';
    case 'image':
      if (!isHttpUrl(b.src) && !(typeof b.src === 'string' && /^\/uploads\/[^\s"'<>]+$/.test(b.src)))
        return 'block_image_src';
      if (!optionalText(b.alt, EMAIL_LABEL_MAX)) return 'block_image_alt';
      return b.href === undefined || b.href === null || b.href === '' || isLink(b.href) ? null : 'block_link_invalid';
    case 'button':
      if (!text(b.label, EMAIL_LABEL_MAX)) return 'block_button_label';
      if (!isLink(b.href)) return 'block_link_invalid';
      return b.color === undefined || b.color === null || b.color === '' || HEX_COLOR_RE.test(String(b.color))
        ? null
        : 'block_color_invalid';
    case 'divider':
      return null;
    case 'article':
      return typeof b.documentId === 'string' && DOCUMENT_ID_RE.test(b.documentId) ? null : 'block_article_required';
    case 'latest':
      if (typeof b.tag !== 'string' || !DOCUMENT_ID_RE.test(b.tag)) return 'block_latest_tag_required';
      return Number.isInteger(b.count) && (b.count as number) >= 1 && (b.count as number) <= LATEST_BLOCK_MAX_ITEMS
        ? null
        : 'block_latest_count';
    default:
      return 'block_type_unknown';
  }
}

/** Every failing block of a design; a design that is not `{blocks: [...]}` fails as a whole (index -1). */
export function designFailures(design: unknown): BlockFailure[] {
  if (design === null || design === undefined) return [];
  const blocks = (design as { blocks?: unknown })?.blocks;
  if (typeof design !== 'object' || !Array.isArray(blocks)) return [{ index: -1, code: 'design_invalid' }];
  if (blocks.length > EMAIL_DESIGN_MAX_BLOCKS) return [{ index: -1, code: 'design_too_many_blocks' }];
  return blocks.flatMap((block, index) => {
    const code = blockFailure(block);
    return code ? [{ index, code }] : [];
  });
}

/** The blocks of a stored design (an empty or missing design has none). */
export const blocksOf = (design: unknown): EmailBlock[] =>
  Array.isArray((design as EmailDesign | null)?.blocks) ? (design as EmailDesign).blocks : [];

/** Domain of an address within the approved sender domains (SPEC 5): exact domain or a subdomain of one. */
export function senderDomainAllowed(email: unknown, domains: readonly string[]): boolean {
  if (typeof email !== 'string') return false;
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  const domain = address.slice(at + 1);
  return domains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`));
}

/** Fields only the template's own save writes (400 `server_owned` in REST input): the compiled HTML. */
export const EMAIL_TEMPLATE_SERVER_OWNED = ['html'] as const;

/** The addresses of a preview e-mail (the invoices' rule: a list or comma-separated text). */
export const previewMailAddresses = previewAddressList;

/** SPEC section 5 "Email preview" for templates and campaign test sends, at most PREVIEW_MAIL_MAX_RECIPIENTS. */
export const previewMailFailure = (to: string[], subject: unknown) =>
  previewEmailFailure(to, typeof subject === 'string' ? subject : null, PREVIEW_MAIL_MAX_RECIPIENTS);
