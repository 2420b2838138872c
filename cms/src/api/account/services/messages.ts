/** Texts of the account e-mails, in the recipient's language (nl default). */
type Lang = 'nl' | 'en';

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

export const htmlFromText = (text: string) =>
  `<div style="font-family:Arial,sans-serif;font-size:14px;color:#333">${text
    .split('\n')
    .map((line) => line.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!))
    .map((line) => (/^https?:\/\//.test(line) ? `<a href="${line}">${line}</a>` : line))
    .join('<br>')}</div>`;
