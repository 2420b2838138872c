/**
 * E-mail templates (SPEC section 3 "Email templates", issue #18): the rules of every write and the
 * console's render and preview-mail calls.
 * - name required; the design checked block by block (422 with the block's code and index; an article block
 *   must name published content, a latest block an existing tag); fromEmail a well-formed address within the approved sender domains
 *   (`engagementSettings().senderDomains`, 422 `sender_domain`);
 * - html is the server's: regenerated on every save; text too, unless the user edited it (`textEdited`).
 */
import { factories } from '@strapi/strapi';
import {
  blocksOf,
  designFailures,
  rules,
  senderDomainAllowed,
  type BlockFailure,
  type FieldFailure,
} from '@newsroom/config';
import { errors } from '@strapi/utils';
import { refuseFields, UnprocessableError } from '../../../services/errors';
import {
  generateText,
  prepareMessage,
  PREVIEW_LINKS,
  renderMessage,
  sendPreviewMail,
  type MessageSource,
  type RecipientData,
} from '../../../services/engagement-render';
import type { Row, Strapi } from '../../../strapi-types';
import { refuseSender } from '../../../services/engagement/sender-domains';

const UID = 'api::email-template.email-template';
const ARTICLE_UID = 'api::content.content';
const TAG_UID = 'api::tag.tag';

/** The recipient the console's preview shows: a named reader without a profile (articles as teasers). */
export const SAMPLE_RECIPIENT: RecipientData = {
  recipientId: 0,
  profileId: null,
  email: 'voorbeeld@example.com',
  firstName: 'Anna',
  lastName: 'de Vries',
  language: 'NL',
  accessTags: [],
};
/** The stored html keeps the merge fields as written, for any reader. */
const LITERAL_FIELDS: RecipientData = {
  recipientId: 0,
  profileId: null,
  email: '{email}',
  firstName: '{firstName}',
  lastName: '{lastName}',
  accessTags: [],
};

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The sample of a /render request: names, language and the reader (profile type, access tags) to preview as. */
export function sampleOf(input: unknown): RecipientData {
  const s = (input && typeof input === 'object' ? input : {}) as Row;
  const profileType = typeof s.profileType === 'string' && s.profileType ? s.profileType.slice(0, 40) : null;
  return {
    ...SAMPLE_RECIPIENT,
    ...(typeof s.firstName === 'string' ? { firstName: s.firstName.slice(0, 100) } : {}),
    ...(typeof s.lastName === 'string' ? { lastName: s.lastName.slice(0, 100) } : {}),
    ...(typeof s.email === 'string' ? { email: s.email.slice(0, 255) } : {}),
    ...(typeof s.language === 'string' ? { language: s.language.slice(0, 5) } : {}),
    ...(profileType ? { profileId: 0, profileType, registeredAt: new Date() } : {}),
    accessTags: Array.isArray(s.accessTags) ? s.accessTags.slice(0, 20).map((t: unknown) => str(t).slice(0, 80)) : [],
  };
}

export default factories.createCoreService(UID, ({ strapi }: { strapi: Strapi }) => ({
  /** A design's blocks, each refused with its own code; article blocks name published content, latest blocks a tag. */
  async assertDesign(design: unknown) {
    const failures = designFailures(design);
    if (failures.length) {
      const [first] = failures;
      throw new UnprocessableError(`Block ${first.index + 1} of the design is not valid (${first.code}).`, {
        code: first.code,
        index: first.index,
        block: first.index + 1,
        errors: failures,
      });
    }
    const blocks = blocksOf(design);
    const refusal = (message: string, { code, index }: BlockFailure) =>
      new UnprocessableError(message, { code, index, block: index + 1, errors: [{ index, code }] });
    const ids = [...new Set(blocks.flatMap((b) => (b.type === 'article' ? [b.documentId] : [])))];
    if (ids.length) {
      const published = await strapi.db
        .query(ARTICLE_UID)
        .findMany({ where: { documentId: { $in: ids }, status: 'PUBLISHED' }, select: ['documentId'] });
      const known = new Set(published.map((row) => row.documentId));
      const index = blocks.findIndex((b) => b.type === 'article' && !known.has(b.documentId));
      if (index >= 0)
        throw refusal(`Block ${index + 1} names content that is not published.`, {
          code: 'block_article_missing',
          index,
        });
    }
    // A latest block's tag must exist; having no published items yet is fine (the block then shows none).
    const tags = [...new Set(blocks.flatMap((b) => (b.type === 'latest' ? [b.tag] : [])))];
    if (tags.length) {
      const found = await strapi.db
        .query(TAG_UID)
        .findMany({ where: { documentId: { $in: tags } }, select: ['documentId'] });
      const known = new Set(found.map((row) => row.documentId));
      const index = blocks.findIndex((b) => b.type === 'latest' && !known.has(b.tag));
      if (index >= 0)
        throw refusal(`Block ${index + 1} names a tag that does not exist.`, {
          code: 'block_latest_tag_missing',
          index,
        });
    }
  },

  async assertSender(fromEmail: unknown) {
    const email = str(fromEmail).trim();
    if (!email) return;
    const domains = (await strapi.service('api::config.config').engagementSettings()).senderDomains;
    if (!senderDomainAllowed(email, domains)) throw refuseSender(email, domains);
  },

  /** Every write (REST, GraphQL, panel): checks the merged record, regenerates html and, unless edited, text. */
  async prepareWrite(input: { action: 'create' | 'update'; data: Row; documentId?: string }): Promise<Row> {
    const data = { ...input.data };
    const existing =
      input.action === 'update' && input.documentId
        ? await strapi.db.query(UID).findOne({ where: { documentId: input.documentId } })
        : null;
    const merged = { ...(existing ?? {}), ...data };
    const failures: FieldFailure[] = [];
    if (rules.required(typeof merged.name === 'string' ? merged.name.trim() : merged.name))
      failures.push({ path: ['name'], code: 'required' });
    const emailFailure = rules.email(str(merged.fromEmail).trim() || undefined);
    if (emailFailure) failures.push({ path: ['fromEmail'], ...emailFailure });
    if (failures.length) refuseFields(failures);
    if (typeof data.name === 'string') data.name = data.name.trim();
    if (typeof data.fromEmail === 'string') data.fromEmail = data.fromEmail.trim();
    await this.assertDesign(merged.design);
    if ('fromEmail' in data) await this.assertSender(merged.fromEmail);
    const textEdited = merged.textEdited === true && typeof merged.text === 'string';
    const text = textEdited ? merged.text : await generateText(strapi, merged.design ?? null);
    const prepared = await prepareMessage(strapi, this.sourceOf({ ...merged, text, textEdited }));
    return { ...data, textEdited, text, html: renderMessage(prepared, LITERAL_FIELDS, PREVIEW_LINKS).html };
  },

  sourceOf(row: Row): MessageSource {
    return {
      design: row.design ?? null,
      subject: str(row.subject),
      preheader: row.preheader ?? null,
      text: row.text ?? null,
      textEdited: row.textEdited === true,
    };
  },

  /** POST /email-templates/render: unsaved work as the console previews it (desktop and mobile). */
  async render(body: Row) {
    await this.assertDesign(body?.design ?? null);
    const prepared = await prepareMessage(strapi, this.sourceOf(body ?? {}));
    const message = renderMessage(prepared, sampleOf(body?.sample), PREVIEW_LINKS);
    return { ...message, generatedText: await generateText(strapi, body?.design ?? null) };
  },

  /** POST /email-templates/:id/preview-mail: the saved template to a few addresses (SPEC 5 and 8). */
  async previewMail(documentId: string, emails: unknown) {
    const template = await strapi.db.query(UID).findOne({ where: { documentId } });
    if (!template) throw new errors.NotFoundError('Template not found', { code: 'not_found' });
    return sendPreviewMail(strapi, {
      source: { ...this.sourceOf(template), fromName: template.fromName, fromEmail: template.fromEmail },
      to: emails,
    });
  },
}));
