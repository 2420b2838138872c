/**
 * The public form routes (no login; throttled in middlewares/ingestion-limits.ts): a form's definition for
 * websites, the submission (always 202 unless the values are invalid), the reply page behind the link in
 * a staff reply (HTML in the thread's language; a bad or expired link is a 404 page), and the inbound-mail
 * webhook (the mail provider's shared secret; 200 with `stored` whatever the mail, 400 for a malformed payload).
 */
import { errors } from '@strapi/utils';
import { FORM_LIMITS } from '@newsroom/config';
import { escapeHtml, page, paragraph } from '../../mail-list/public/page';
import { messageFailure } from '../services/form-thread';
import { parseInbound } from '../services/inbound';
import { refusedWithoutSecret } from '../../../services/mail-webhook-secret';
import { formTexts, langOfThread, type Lang } from '../services/texts';
import type { Ctx, Row, WithStrapi } from '../../../strapi-types';

const html = (ctx: Ctx, status: number, body: string) => {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = body;
};

const replyForm = (lang: Lang, thread: Row, notice?: string) => {
  const t = formTexts(lang);
  const earlier = (thread.messages ?? [])
    .slice(-5)
    .map((m: Row) => `<li><span>${escapeHtml(m.body)}</span></li>`)
    .join('');
  return page(
    lang,
    t.pageTitle,
    (notice ? paragraph(notice, 'notice') : '') +
      paragraph(t.pageIntro(thread.form?.name ?? '')) +
      `<form method="post"><textarea name="body" rows="8" maxlength="${FORM_LIMITS.messageMax}" required ` +
      `style="width:100%;box-sizing:border-box"></textarea><p><button type="submit">${escapeHtml(t.send)}</button></p></form>` +
      (earlier ? `<h2>${escapeHtml(t.earlier)}</h2><ul>${earlier}</ul>` : ''),
  );
};

export default ({ strapi }: WithStrapi) => {
  const threads = () => strapi.service('api::form-thread.form-thread');
  const notFound = (ctx: Ctx) => {
    const t = formTexts('nl');
    html(ctx, 404, page('nl', t.notFoundTitle, paragraph(t.notFound)));
  };

  return {
    async definition(ctx: Ctx) {
      const form = await strapi.service('api::form-thread.submission').definition(ctx.params.slug);
      if (!form) throw new errors.NotFoundError('This form does not exist or is not active.');
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.body = { data: form };
    },

    async submit(ctx: Ctx) {
      const files = ((ctx.request as { files?: Record<string, unknown> }).files ?? {}) as Record<string, unknown>;
      await strapi.service('api::form-thread.submission').submit(ctx.params.slug, ctx.request.body ?? {}, files);
      ctx.status = 202;
      ctx.body = { data: { accepted: true } };
    },

    async replyPage(ctx: Ctx) {
      const thread = await threads().byReplyToken(ctx.params.token);
      if (!thread) return notFound(ctx);
      html(ctx, 200, replyForm(langOfThread(thread.language), thread));
    },

    async replyPost(ctx: Ctx) {
      const thread = await threads().byReplyToken(ctx.params.token);
      if (!thread) return notFound(ctx);
      const lang = langOfThread(thread.language);
      const t = formTexts(lang);
      const body = (ctx.request.body as Row | undefined)?.body;
      const failure = messageFailure(body);
      if (failure) {
        const notice = failure === 'maxLength' ? t.tooLong(FORM_LIMITS.messageMax) : t.empty;
        return html(ctx, 400, replyForm(lang, thread, notice));
      }
      await threads().answer(thread.id, body, 'reply-link');
      html(ctx, 200, page(lang, t.pageTitle, paragraph(t.sent, 'notice')));
    },

    /** POST /api/forms/inbound: a submitter's answer by e-mail, posted by the mail provider (docs/forms.md). */
    async inbound(ctx: Ctx) {
      if (refusedWithoutSecret(ctx)) return;
      const mail = parseInbound(ctx.request.body);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await threads().answerByMail(mail) };
    },
  };
};
