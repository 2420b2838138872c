/**
 * `sendPreviewMail`: a template (or a campaign's test send) to a few addresses, with SPEC section 5's rules:
 * at least one address and a subject (`previewRequired`), every address well-formed and at most
 * PREVIEW_MAIL_MAX_RECIPIENTS of them (`previewAddresses`), 422 either way. An address that belongs to a
 * profile gets that profile's merge fields and article access; others are anonymous readers. A transport
 * failure is 503 `preview_failed` (SPEC 8: "Voorbeeld e-mail verzenden mislukt", try later).
 */
import { PREVIEW_EMAIL_MESSAGES, previewMailAddresses, previewMailFailure } from '@newsroom/config';
import { UnavailableError, UnprocessableError } from '../errors';
import type { Strapi } from '../../strapi-types';
import { prepareMessage } from './prepare';
import { loadRecipientData } from './recipients';
import { renderMessage } from './render';
import type { MessageLinks, MessageSource, RecipientData } from './types';

export type PreviewSource = MessageSource & { fromName?: string | null; fromEmail?: string | null };

/** Preview links lead nowhere that counts: targets unchanged, no pixel, no unsubscribe of a real person. */
export const PREVIEW_LINKS: MessageLinks = {
  click: (url) => url,
  open: () => 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==',
  view: () => '#',
  unsubscribe: () => '#',
};

const fromOf = (source: PreviewSource) => {
  const email = String(source.fromEmail ?? '').trim();
  if (!email) return undefined;
  const name = String(source.fromName ?? '')
    .replace(/["\r\n\\]/g, '')
    .trim();
  return name ? `"${name}" <${email}>` : email;
};

export async function sendPreviewMail(
  strapi: Strapi,
  input: { source: PreviewSource; to: unknown; links?: (recipient: RecipientData) => MessageLinks },
): Promise<{ sent: number }> {
  const to = previewMailAddresses(input.to);
  const failure = previewMailFailure(to, input.source?.subject);
  if (failure) throw new UnprocessableError(PREVIEW_EMAIL_MESSAGES[failure], { code: failure });
  const prepared = await prepareMessage(strapi, input.source);
  const profiles = await strapi.db
    .connection('profiles')
    .select('id', 'email')
    .whereIn(
      strapi.db.connection.raw('lower(email)') as any,
      to.map((email) => email.toLowerCase()),
    );
  const byEmail = new Map(
    profiles.map((p: { id: number; email: string }) => [String(p.email).toLowerCase(), Number(p.id)]),
  );
  const recipients = await loadRecipientData(
    strapi.db.connection,
    to.map((email, i) => ({ id: -(i + 1), profile_id: byEmail.get(email.toLowerCase()) ?? null, email })),
  );
  const from = fromOf(input.source);
  try {
    for (const recipient of recipients) {
      const message = renderMessage(prepared, recipient, input.links?.(recipient) ?? PREVIEW_LINKS);
      await strapi
        .plugin('email')
        .service('email')
        .send({ to: recipient.email, ...(from ? { from } : {}), ...message });
    }
  } catch (error) {
    strapi.log.warn(`Preview e-mail failed: ${(error as Error).message}`);
    throw new UnavailableError('Voorbeeld e-mail verzenden mislukt. Probeer het later opnieuw.', {
      code: 'preview_failed',
    });
  }
  return { sent: recipients.length };
}
