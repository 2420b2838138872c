/**
 * Preview and share links of content items (SPEC section 9). A preview link lasts 7 days; a share link
 * lasts the chosen expiry (unlimited, 1 year, 30 days, 7 days, 1 day, 12 hours). Links are revoked, not
 * deleted, so the record of who shared what remains. `resolve` is what the public delivery API asks:
 * it answers null for anything but a valid, unrevoked, unexpired link, and the caller says only 404.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  CONTENT_LINK_KINDS,
  CONTENT_LINKS_PER_ITEM,
  contentLinkExpiresAt,
  isShareLinkExpiry,
  SHARE_LINK_EXPIRIES,
  type ContentLink,
  type ContentLinkKind,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { newPublicId, readLink, signLink } from './token';

const UID = 'api::content-link.content-link';
const CONTENT = 'api::content.content';
/** A preview link's expiry as stored: it is not one of the share choices. */
const PREVIEW_EXPIRY = 'PREVIEW_7D';

type LinkRow = {
  id: number;
  documentId: string;
  kind: ContentLinkKind;
  expiry: string;
  expiresAt: string | null;
  contentDocumentId: string;
  locale: string;
  publicId: string;
  revokedAt: string | null;
  createdAt: string;
};

const SELECT = ['id', 'documentId', 'kind', 'expiry', 'expiresAt', 'contentDocumentId', 'locale', 'publicId'];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  const keys = (): string[] => strapi.config.get('server.app.keys') ?? [];
  const present = (row: LinkRow): ContentLink => ({
    id: row.documentId,
    kind: row.kind,
    expiry: row.expiry,
    expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
    locale: row.locale,
    createdAt: new Date(row.createdAt).toISOString(),
    token: signLink(keys(), { documentId: row.contentDocumentId, publicId: row.publicId }),
  });
  const live = (now: Date) => ({
    revokedAt: { $null: true },
    $or: [{ expiresAt: { $null: true } }, { expiresAt: { $gt: now } }],
  });

  const assertContent = async (documentId: string, locale: string) => {
    const item = await strapi.db.query(CONTENT).findOne({ where: { documentId, locale }, select: ['id'] });
    if (!item) throw new errors.NotFoundError('Content item not found', { code: 'not_found' });
  };

  return {
    /** Live links of an item's language version, newest first. */
    async listFor(documentId: string, locale: string, now = new Date()): Promise<ContentLink[]> {
      await assertContent(documentId, locale);
      const found = await rows().findMany({
        where: { contentDocumentId: documentId, locale, ...live(now) },
        select: [...SELECT, 'createdAt'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      return (found as LinkRow[]).map(present);
    },

    async create(
      documentId: string,
      input: { kind?: unknown; expiry?: unknown; locale?: unknown },
      userId: number,
      now = new Date(),
    ): Promise<ContentLink> {
      const kind = input.kind as ContentLinkKind;
      if (!(CONTENT_LINK_KINDS as readonly string[]).includes(String(kind)))
        refuseFields([{ path: ['kind'], code: 'oneOf', params: { values: CONTENT_LINK_KINDS.join(', ') } }]);
      if (kind === 'SHARE' && !isShareLinkExpiry(input.expiry))
        refuseFields([{ path: ['expiry'], code: 'oneOf', params: { values: SHARE_LINK_EXPIRIES.join(', ') } }]);
      // A preview's lifetime is fixed by SPEC section 9; a chosen expiry would be silently ignored, so refuse it.
      if (kind === 'PREVIEW' && input.expiry !== undefined && input.expiry !== null)
        refuseFields([{ path: ['expiry'], code: 'notEditable' }]);
      const locale = typeof input.locale === 'string' ? input.locale : 'nl';
      await assertContent(documentId, locale);
      const count = await rows().count({ where: { contentDocumentId: documentId, ...live(now) } });
      if (count >= CONTENT_LINKS_PER_ITEM)
        throw new ConflictError(`An item has at most ${CONTENT_LINKS_PER_ITEM} live links; revoke one first.`, {
          code: 'content_link_limit',
          max: CONTENT_LINKS_PER_ITEM,
        });
      const expiry = kind === 'SHARE' ? (input.expiry as string) : PREVIEW_EXPIRY;
      const expiresAt = contentLinkExpiresAt(kind, kind === 'SHARE' ? (input.expiry as never) : undefined, now);
      const created = await rows().create({
        data: {
          kind,
          expiry,
          expiresAt,
          contentDocumentId: documentId,
          locale,
          publicId: newPublicId(),
          issuedBy: userId,
        },
        select: [...SELECT, 'createdAt'],
      });
      return present(created as LinkRow);
    },

    /** Ends a link at once; a link already revoked (or unknown) is 404. */
    async revoke(linkDocumentId: string, now = new Date()): Promise<void> {
      const row = await rows().findOne({
        where: { documentId: linkDocumentId, revokedAt: { $null: true } },
        select: ['id'],
      });
      if (!row) throw new errors.NotFoundError('Link not found', { code: 'not_found' });
      await rows().update({ where: { id: row.id }, data: { revokedAt: now } });
    },

    /** The link a token stands for, when it is signed, unrevoked and unexpired; else null. */
    async resolve(token: unknown, now = new Date()): Promise<LinkRow | null> {
      const parts = readLink(keys(), token);
      if (!parts) return null;
      const row = (await rows().findOne({
        where: { publicId: parts.publicId, contentDocumentId: parts.documentId, ...live(now) },
        select: SELECT,
      })) as LinkRow | null;
      return row ?? null;
    },
  };
};
