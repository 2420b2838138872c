/**
 * The public list routes websites and mail link to (no login, throttled in middlewares/ingestion-limits.ts):
 * subscribe (always 202), the one-click confirmation page, and the unsubscribe page with its forms and
 * RFC 8058's one-click POST. Pages are HTML in the profile's language; a bad link is a 404 page.
 */
import { page, paragraph, postButton, escapeHtml } from '../public/page';
import { textsOf, type Lang } from '../public/texts';
import type { Ctx, WithStrapi } from '../../../strapi-types';
import type { Membership, Recipient } from '../services/unsubscribe';

const html = (ctx: Ctx, status: number, body: string) => {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = body;
};

const notFound = (ctx: Ctx, lang: Lang = 'nl') => {
  const t = textsOf(lang);
  html(ctx, 404, page(lang, t.notFoundTitle, paragraph(t.notFound)));
};

export default ({ strapi }: WithStrapi) => {
  const unsubscribe = () => strapi.service('api::mail-list.unsubscribe');

  async function unsubscribePage(ctx: Ctx, recipient: Recipient, notice?: string) {
    const t = textsOf(recipient.lang);
    const memberships: Membership[] = await unsubscribe().membershipsOf(recipient);
    const suppressed = await unsubscribe().isSuppressed(recipient);
    const parts = [notice ? paragraph(notice, 'notice') : '', paragraph(t.unsubscribeIntro(recipient.email))];
    parts.push(`<h2>${escapeHtml(t.listsHeading)}</h2>`);
    parts.push(
      memberships.length
        ? `<ul>${memberships
            .map(
              (m) =>
                `<li><span>${escapeHtml(m.name)}</span>${postButton('list', String(m.listId), t.removeFromList)}</li>`,
            )
            .join('')}</ul>`
        : paragraph(t.noLists),
    );
    if (!suppressed) parts.push(`<h2>${escapeHtml(t.allHeading)}</h2>`, postButton('all', '1', t.allButton, 'all'));
    else if (!notice) parts.push(paragraph(t.allDone, 'notice'));
    html(ctx, 200, page(recipient.lang, t.unsubscribeTitle, parts.join('')));
  }

  return {
    async subscribe(ctx: Ctx) {
      await strapi.service('api::mail-list.subscription').subscribe(ctx.params.slug, ctx.request.body ?? {});
      ctx.status = 202;
      ctx.body = { data: { accepted: true } };
    },

    async confirm(ctx: Ctx) {
      const outcome = await strapi.service('api::mail-list.subscription').confirm(ctx.params.token);
      const t = textsOf(outcome.lang);
      if (outcome.state === 'not_found') return notFound(ctx, outcome.lang);
      if (outcome.state === 'expired')
        return html(ctx, 410, page(outcome.lang, t.expiredTitle, paragraph(t.expired(outcome.list))));
      const text = outcome.state === 'confirmed' ? t.confirmed(outcome.list) : t.alreadyConfirmed(outcome.list);
      html(ctx, 200, page(outcome.lang, t.confirmedTitle, paragraph(text)));
    },

    async unsubscribePage(ctx: Ctx) {
      const recipient = await unsubscribe().recipientOf(ctx.params.token);
      if (!recipient) return notFound(ctx);
      await unsubscribePage(ctx, recipient);
    },

    /**
     * RFC 8058: a mail client posts `List-Unsubscribe=One-Click` (form-encoded, no cookies) and gets 200.
     * The page's own forms post `list=<id>` (leave one list) or `all=1`, and get the page again.
     */
    async unsubscribePost(ctx: Ctx) {
      const recipient = await unsubscribe().recipientOf(ctx.params.token);
      if (!recipient) return notFound(ctx);
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const t = textsOf(recipient.lang);
      if (body['List-Unsubscribe'] === 'One-Click') {
        await unsubscribe().unsubscribeAll(recipient);
        return html(ctx, 200, page(recipient.lang, t.unsubscribeTitle, paragraph(t.oneClickDone)));
      }
      if (body.all === '1' || body.all === 1 || body.all === true) {
        await unsubscribe().unsubscribeAll(recipient);
        return unsubscribePage(ctx, recipient, t.allDone);
      }
      const listId = Number.parseInt(String(body.list ?? ''), 10);
      const left = await unsubscribe().leaveList(recipient, listId);
      await unsubscribePage(ctx, recipient, left ? t.removed(left) : undefined);
    },
  };
};
