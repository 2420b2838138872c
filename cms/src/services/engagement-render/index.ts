/**
 * The e-mail renderer (issue #18; contract section 2): `prepareMessage` once per campaign or template,
 * `renderMessage` per recipient, `loadRecipientData` per batch of recipients, `sendPreviewMail` for the
 * template's "preview e-mail" and a campaign's test send. Files: blocks.ts (blocks → MJML), compile.ts
 * (MJML → HTML), html.ts (sanitising), merge-fields.ts, article.ts (content and its link), plain-text.ts,
 * links.ts (UTM and click placeholders), tokens.ts (placeholders), render.ts, recipients.ts, preview-mail.ts.
 */
export type { MessageLinks, MessageSource, PreparedMessage, RecipientData, UtmParameters } from './types';
export { prepareMessage, generateText } from './prepare';
export { renderMessage, readerOf } from './render';
export { loadRecipientData } from './recipients';
export { sendPreviewMail, PREVIEW_LINKS, type PreviewSource } from './preview-mail';
export { htmlToText } from './plain-text';
export { withUtm } from './links';
