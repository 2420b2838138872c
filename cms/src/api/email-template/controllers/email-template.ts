import { factories } from '@strapi/strapi';
import { admit, createRateLimiter } from '../../../services/rate-limit';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::email-template.email-template';
/** Compiling MJML costs a few milliseconds: the preview refreshes as the user types, within reason. */
const renders = createRateLimiter({ max: 120, windowMs: 60_000 });
/** Preview e-mails leave the building: a few per user in ten minutes. */
const previews = createRateLimiter({ max: 10, windowMs: 10 * 60_000 });
const userKey = (ctx: Ctx) => `user:${ctx.state.user?.id ?? ctx.request.ip}`;

export default factories.createCoreController(UID, ({ strapi }) => ({
  async render(ctx: Ctx) {
    if (!admit(ctx, renders, userKey(ctx))) return;
    ctx.body = { data: await strapi.service(UID).render(ctx.request.body?.data ?? ctx.request.body ?? {}) };
  },
  async previewMail(ctx: Ctx) {
    if (!admit(ctx, previews, userKey(ctx))) return;
    const body = ctx.request.body?.data ?? ctx.request.body ?? {};
    ctx.body = { data: await strapi.service(UID).previewMail(String(ctx.params.id), body.emails) };
  },
}));
