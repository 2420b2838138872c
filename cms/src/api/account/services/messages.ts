/** Texts of the account e-mails, in the recipient's language (nl default), and how they are sent. */
import type { Strapi } from '../../../strapi-types';

type Lang = 'nl' | 'en';
/** A profile's mail language: English when its locale is EN, else Dutch. */
export const langOf = (locale: unknown): Lang => (String(locale || 'NL').toLowerCase() === 'en' ? 'en' : 'nl');

export const resetPasswordMail = (lang: Lang, link: string, code: string, minutes: number) =>
  lang === 'en'
    ? {
        subject: 'Reset your password',
        text: `Someone asked to reset the password of your account.\n\nOpen this link to choose a new password:\n${link}\n\nOr enter this code: ${code}\n\nThe code is valid for ${minutes} minutes. If you did not ask for this, ignore this e-mail.`,
      }
    : {
        subject: 'Stel je wachtwoord opnieuw in',
        text: `Iemand heeft gevraagd het wachtwoord van je account opnieuw in te stellen.\n\nOpen deze link om een nieuw wachtwoord te kiezen:\n${link}\n\nOf vul deze code in: ${code}\n\nDe code is ${minutes} minuten geldig. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren.`,
      };

/** Staff require a new password (force password reset). */
export const forcedResetMail = (lang: Lang, link: string, code: string, minutes: number) =>
  lang === 'en'
    ? {
        subject: 'Choose a new password',
        text: `For your security, a new password is required before you can sign in again.\n\nOpen this link to choose a new password:\n${link}\n\nOr enter this code: ${code}\n\nThe code is valid for ${minutes} minutes. Has it expired? Use "Forgot password" on the sign-in page.`,
      }
    : {
        subject: 'Kies een nieuw wachtwoord',
        text: `Voor je veiligheid moet je een nieuw wachtwoord instellen voordat je weer kunt inloggen.\n\nOpen deze link om een nieuw wachtwoord te kiezen:\n${link}\n\nOf vul deze code in: ${code}\n\nDe code is ${minutes} minuten geldig. Verlopen? Gebruik dan "Wachtwoord vergeten" op de inlogpagina.`,
      };

export const confirmAccountMail = (lang: Lang, link: string, days: number) =>
  lang === 'en'
    ? {
        subject: 'Confirm your account',
        text: `Please confirm the e-mail address of your account.\n\nOpen this link to confirm it:\n${link}\n\nThe link is valid for ${days} days. If you did not expect this, ignore this e-mail.`,
      }
    : {
        subject: 'Bevestig je account',
        text: `Bevestig het e-mailadres van je account.\n\nOpen deze link om het te bevestigen:\n${link}\n\nDe link is ${days} dagen geldig. Verwachtte je dit niet? Dan kun je deze e-mail negeren.`,
      };

/** To the new address of a login account: it takes over once this link is opened. */
export const confirmNewEmailMail = (lang: Lang, link: string, days: number) =>
  lang === 'en'
    ? {
        subject: 'Confirm your new e-mail address',
        text: `The e-mail address of your account is being changed to this address.\n\nOpen this link to confirm it; from then on you sign in with this address:\n${link}\n\nUntil then you keep signing in with your old address. The link is valid for ${days} days. If you did not expect this, ignore this e-mail.`,
      }
    : {
        subject: 'Bevestig je nieuwe e-mailadres',
        text: `Het e-mailadres van je account wordt gewijzigd in dit adres.\n\nOpen deze link om het te bevestigen; daarna log je in met dit adres:\n${link}\n\nTot dan log je in met je oude adres. De link is ${days} dagen geldig. Verwachtte je dit niet? Dan kun je deze e-mail negeren.`,
      };

/** To the old address: someone changed it, so its owner hears of it. */
export const emailChangeNoticeMail = (lang: Lang, newEmail: string) =>
  lang === 'en'
    ? {
        subject: 'Your e-mail address is being changed',
        text: `The e-mail address of your account is being changed to ${newEmail}. A confirmation link was sent there.\n\nYou keep signing in with this address until the new one is confirmed. If you did not expect this, contact us.`,
      }
    : {
        subject: 'Je e-mailadres wordt gewijzigd',
        text: `Het e-mailadres van je account wordt gewijzigd in ${newEmail}. Daar is een bevestigingslink naartoe gestuurd.\n\nTot het nieuwe adres is bevestigd, log je in met dit adres. Verwachtte je dit niet? Neem dan contact met ons op.`,
      };

export const htmlFromText = (text: string) =>
  `<div style="font-family:Arial,sans-serif;font-size:14px;color:#333">${text
    .split('\n')
    .map((line) => line.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!))
    .map((line) => (/^https?:\/\//.test(line) ? `<a href="${line}">${line}</a>` : line))
    .join('<br>')}</div>`;

export const employeeInvitationMail = (lang: Lang, company: string, link: string, days: number) =>
  lang === 'en'
    ? {
        subject: `You are invited to manage ${company}`,
        text: `You have been added as an employee of ${company}.\n\nOpen this link to accept the invitation and, if you have no account yet, choose a password:\n${link}\n\nThe link is valid for ${days} days. If you did not expect this, ignore this e-mail.`,
      }
    : {
        subject: `Uitnodiging voor ${company}`,
        text: `Je bent toegevoegd als medewerker van ${company}.\n\nOpen deze link om de uitnodiging aan te nemen en, als je nog geen account hebt, een wachtwoord te kiezen:\n${link}\n\nDe link is ${days} dagen geldig. Verwachtte je dit niet? Dan kun je deze e-mail negeren.`,
      };

/**
 * Sends an account mail (its text, and that text as HTML). False when it could not be delivered: the
 * caller's answer stays neutral, the log says which mail (`what`) and the outbox row records the failure.
 */
export async function sendAccountMail(
  strapi: Strapi,
  to: string,
  mail: { subject: string; text: string },
  what: string,
): Promise<boolean> {
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, subject: mail.subject, text: mail.text, html: htmlFromText(mail.text) });
    return true;
  } catch (error) {
    strapi.log.error(`${what} could not be delivered: ${(error as Error).message}`);
    return false;
  }
}
