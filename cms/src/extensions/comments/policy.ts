/**
 * Reader-side rules for comments on content, shared by the REST wrappers and the database lifecycle:
 * - a reader comments only on a published item that has comments enabled and that they may read;
 * - a new comment waits for moderation when the item says so (preModeration ON), or when it follows
 *   the site (SITE) and the site does not publish reactions directly (content.publishReactions false).
 */
import { canRead, type Reader } from '../../api/content/services/access';

export const CONTENT_UID = 'api::content.content';
export const COMMENT_UID = 'plugin::comments.comment';
export const REPORT_UID = 'plugin::comments.comment-report';
export const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type CommentStatus = (typeof STATUSES)[number];

const TARGET_FIELDS = [
  'id',
  'documentId',
  'locale',
  'title',
  'slug',
  'type',
  'status',
  'commentsEnabled',
  'preModeration',
  'access',
  'accessTag',
  'leadAccess',
  'leadAccessHours',
];

/** "api::content.content:abc123" → "abc123"; anything else → null. */
export function contentDocumentId(relation: unknown): string | null {
  const text = String(relation ?? '');
  return text.startsWith(`${CONTENT_UID}:`) ? text.slice(CONTENT_UID.length + 1) || null : null;
}

export async function findTarget(strapi, relation: unknown, locale?: string | null) {
  const documentId = contentDocumentId(relation);
  if (!documentId) return null;
  const where = locale ? { documentId, locale } : { documentId };
  return strapi.db.query(CONTENT_UID).findOne({ where, select: TARGET_FIELDS, orderBy: { id: 'asc' } });
}

export type Refusal = { status: 401 | 403 | 404; name: string; message: string; details?: Record<string, unknown> };

/** Why a reader may not see the item's comments, or null when they may. */
export function readRefusal(target, reader: Reader): Refusal | null {
  if (!target || target.status !== 'PUBLISHED')
    return { status: 404, name: 'NotFoundError', message: 'Dit artikel bestaat niet of is niet gepubliceerd.' };
  const verdict = canRead(target, reader);
  if (verdict.allowed) return null;
  if (!reader.signedIn)
    return {
      status: 401,
      name: 'UnauthorizedError',
      message: 'Log in om dit artikel en de reacties te lezen.',
      details: { reason: verdict.reason },
    };
  return {
    status: 403,
    name: 'ForbiddenError',
    message: 'Je hebt geen toegang tot dit artikel.',
    details: { reason: verdict.reason },
  };
}

/** Why a reader may not comment on the item, or null when they may. */
export function commentRefusal(target, reader: Reader): Refusal | null {
  const refusal = readRefusal(target, reader);
  if (refusal) return refusal;
  if (target.commentsEnabled === false)
    return { status: 403, name: 'ForbiddenError', message: 'Reageren is gesloten voor dit artikel.' };
  return null;
}

export function initialStatus(target, publishReactions: boolean): CommentStatus {
  const moderated =
    target?.preModeration === 'ON' || ((target?.preModeration ?? 'SITE') === 'SITE' && !publishReactions);
  return moderated ? 'PENDING' : 'APPROVED';
}

export async function sitePublishesReactions(strapi): Promise<boolean> {
  const config = await strapi.db.query('api::config.config').findOne({ populate: { content: true } });
  return Boolean(config?.content?.publishReactions);
}
