import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CAMPAIGN_ACTIONS } from '../services/actions';
import { CAMPAIGN_UID } from '../services/campaign';
import type { Ctx } from '../../../strapi-types';

const body = (ctx: Ctx) => {
  const raw = ctx.request.body;
  return (raw && typeof raw === 'object' && 'data' in raw ? raw.data : raw) ?? {};
};

export default factories.createCoreController(CAMPAIGN_UID, ({ strapi }) => {
  const actions = () => strapi.service('api::campaign.actions');
  const reply = async (self: any, ctx: Ctx, campaign: unknown) =>
    self.transformResponse(await self.sanitizeOutput(campaign, ctx));

  const action = (name: string) =>
    async function (this: any, ctx: Ctx) {
      return reply(this, ctx, await actions().run(ctx.params.id, name, ctx.state.user, body(ctx)));
    };

  return {
    /** DELETED campaigns are left out unless the request filters by status. */
    async find(ctx: Ctx) {
      const filters = ctx.query?.filters;
      if (!filters || typeof filters !== 'object' || !JSON.stringify(filters).includes('"status"'))
        ctx.query = { ...ctx.query, filters: { $and: [filters ?? {}, { status: { $ne: 'DELETED' } }] } };
      return super.find(ctx);
    },

    /** The creator is the signed-in user (a private, server-set relation). */
    async create(ctx: Ctx) {
      const user = ctx.state.user;
      const response: any = await super.create(ctx);
      if (user?.id && response?.data?.documentId)
        await strapi.db
          .query(CAMPAIGN_UID)
          .update({ where: { documentId: response.data.documentId }, data: { createdByUser: user.id } });
      return response;
    },

    /** Drafts that never sent are removed; a draft with a run behind it (FAILED) is marked DELETED. */
    async delete(ctx: Ctx) {
      const removed = await strapi.service('api::campaign.removal').remove(ctx.params.id, ctx.state.user);
      if (removed === 'missing') throw new errors.NotFoundError('Campaign not found.');
      ctx.status = 204;
      ctx.body = null;
    },

    ...Object.fromEntries(CAMPAIGN_ACTIONS.map((name) => [name, action(name)])),

    async duplicate(this: any, ctx: Ctx) {
      ctx.status = 201;
      return reply(this, ctx, await actions().duplicate(ctx.params.id, ctx.state.user));
    },

    async test(ctx: Ctx) {
      ctx.body = {
        data: await strapi.service('api::campaign.test-send').send(ctx.params.id, body(ctx), ctx.state.user),
      };
    },

    async progress(ctx: Ctx) {
      const progress = await strapi.service('api::campaign.progress').of(ctx.params.id);
      if (!progress) throw new errors.NotFoundError('Campaign not found.');
      ctx.body = { data: progress };
    },

    /** An A/B campaign's figures per variant, the winner and the test's times. */
    async abResults(ctx: Ctx) {
      ctx.body = { data: await strapi.service('api::campaign.ab-test').results(ctx.params.id) };
    },

    /** The winner of an A/B test chosen by hand (`{ variant: 'B' }`); the rest is sent (at its time). */
    async abWinner(ctx: Ctx) {
      const { variant } = body(ctx) as { variant?: unknown };
      ctx.body = { data: await strapi.service('api::campaign.ab-test').choose(ctx.params.id, variant, ctx.state.user) };
    },

    /** Public: the message as the recipient got it (signed link). */
    async view(ctx: Ctx) {
      await strapi.service('api::campaign.view').answer(ctx);
    },
  };
});
