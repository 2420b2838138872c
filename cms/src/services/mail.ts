/**
 * The e-mail transport behind Strapi's email plugin. Every message is recorded in the outbox
 * (readable by administrators in the console; attachments by name, type, size and SHA-256); when
 * SMTP_HOST is set it is also delivered through nodemailer and the outbox row records the result.
 */
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Strapi } from '../strapi-types';
import { emailEntry, recordLog } from '../api/log-entry/writers';

type Attachment = { filename: string; content: Buffer; contentType: string };
type Mail = {
  to: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  from?: string;
  replyTo?: string;
  subject: string;
  text?: string;
  html?: string;
  attachments?: Attachment[];
};

const list = (value?: string | string[]) => (Array.isArray(value) ? value.join(', ') : value || null);

export function smtpTransportFromEnv(env = process.env) {
  if (!env.SMTP_HOST) return null;
  return nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT || 587),
    secure: env.SMTP_SECURE === 'true',
    auth: env.SMTP_USERNAME ? { user: env.SMTP_USERNAME, pass: env.SMTP_PASSWORD || '' } : undefined,
    tls: env.SMTP_REJECT_UNAUTHORIZED === 'false' ? { rejectUnauthorized: false } : undefined,
  });
}

export function createMailProvider(strapi: Strapi, settings: { defaultFrom: string; defaultReplyTo: string }) {
  const smtp = smtpTransportFromEnv();
  const outbox = () => strapi.db.query('api::outbox-message.outbox-message');

  return {
    transportName: smtp ? 'smtp' : 'outbox',
    async send(mail: Mail) {
      const message = {
        ...mail,
        from: mail.from || settings.defaultFrom,
        replyTo: mail.replyTo || settings.defaultReplyTo,
      };
      const row = await outbox().create({
        data: {
          to: list(message.to),
          cc: list(message.cc),
          bcc: list(message.bcc),
          from: message.from,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text ?? null,
          html: message.html ?? null,
          attachments: message.attachments?.length
            ? message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                size: a.content.length,
                sha256: createHash('sha256').update(a.content).digest('hex'),
              }))
            : null,
          status: 'stored',
          transport: smtp ? 'smtp' : 'outbox',
        },
      });
      // Every system mail is an `email` log entry: stored (outbox only), sent or failed (docs/log.md).
      const log = (status: string) =>
        recordLog(
          strapi,
          emailEntry('system_mail', { type: 'outbox-message', id: row.id }, { to: status, note: message.subject }),
        );
      if (!smtp) return log('stored').then(() => row);
      try {
        const info = await smtp.sendMail(message);
        const sent = await outbox().update({
          where: { id: row.id },
          data: { status: 'sent', messageId: info.messageId },
        });
        await log('sent');
        return sent;
      } catch (error) {
        await outbox().update({
          where: { id: row.id },
          data: { status: 'failed', error: String((error as Error).message).slice(0, 2000) },
        });
        await log('failed');
        throw error;
      }
    },
  };
}
