/**
 * How the account e-mails are sent, in the recipient's language (nl default). Their texts are system e-mails
 * (docs/system-emails.md): defaults in @newsroom/config, overrides by administrators, rendered by `renderSystemEmail`.
 */
import type { Strapi } from '../../../strapi-types';
import type { RenderedMail } from '../../system-email/services/system-email';

export { htmlFromText, renderSystemEmail, type RenderedMail } from '../../system-email/services/system-email';

type Lang = 'nl' | 'en';
/** A profile's mail language: English when its locale is EN, else Dutch. */
export const langOf = (locale: unknown): Lang => (String(locale || 'NL').toLowerCase() === 'en' ? 'en' : 'nl');

/**
 * Sends an account mail (its text and HTML). False when it could not be delivered: the caller's answer stays
 * neutral, the log says which mail (`what`) and the outbox row records the failure.
 */
export async function sendAccountMail(strapi: Strapi, to: string, mail: RenderedMail, what: string): Promise<boolean> {
  try {
    await strapi.plugin('email').service('email').send({ to, subject: mail.subject, text: mail.text, html: mail.html });
    return true;
  } catch (error) {
    strapi.log.error(`${what} could not be delivered: ${(error as Error).message}`);
    return false;
  }
}
