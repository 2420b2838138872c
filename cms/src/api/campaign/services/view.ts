/**
 * The public view-in-browser page (service `api::campaign.view`, GET /api/engagement/view/:token): the
 * message as that recipient got it, rendered from the campaign's stored prepared message with the same
 * signed links. Throttled per client; a bad or unknown token is a neutral 404.
 */
import { engagementLinks } from '../../../services/engagement-links';
import { RECIPIENTS } from '../../../services/engagement/claims';
import { messageLinks } from '../../../services/engagement/compose';
import { loadRecipientData, renderMessage } from '../../../services/engagement-render';
import { admit, createRateLimiter } from '../../../services/rate-limit';
import { CAMPAIGN_UID } from './campaign';
import type { Ctx, WithStrapi } from '../../../strapi-types';

const NOT_FOUND =
  '<!doctype html><html lang="nl"><meta charset="utf-8"><title>Niet gevonden</title><p>Dit bericht is niet (meer) beschikbaar.</p></html>';

export default ({ strapi }: WithStrapi) => {
  const limiter = createRateLimiter({ max: Number(process.env.ENGAGEMENT_VIEW_PER_MINUTE || 60), windowMs: 60_000 });

  const notFound = (ctx: Ctx) => {
    ctx.status = 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = NOT_FOUND;
  };

  return {
    async answer(ctx: Ctx) {
      if (!admit(ctx, limiter, ctx.request.ip)) return;
      const parts = engagementLinks(strapi).read(ctx.params.token);
      if (!parts || parts.kind !== 'view' || parts.ids.length !== 2) return notFound(ctx);
      const [campaignId, recipientId] = parts.ids;
      const knex = strapi.db.connection;
      const row = await knex(RECIPIENTS)
        .select('id', 'profile_id', 'email', 'variant')
        .where({ id: recipientId, campaign_id: campaignId })
        .first();
      const campaign = row
        ? await strapi.db
            .query(CAMPAIGN_UID)
            .findOne({ where: { id: campaignId }, select: ['id', 'prepared', 'preparedVariants', 'abState'] })
        : null;
      if (!row || !campaign?.prepared) return notFound(ctx);
      const [recipient] = await loadRecipientData(knex, [
        { id: Number(row.id), profile_id: row.profile_id === null ? null : Number(row.profile_id), email: row.email },
      ]);
      // An A/B recipient saw their variant's message; the rest the winner's.
      const variant = campaign.preparedVariants?.[row.variant ?? campaign.abState?.winner ?? ''];
      const message = renderMessage(
        variant?.prepared ?? campaign.prepared,
        recipient,
        messageLinks(strapi, campaignId)(recipient),
      );
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = message.html;
    },
  };
};
