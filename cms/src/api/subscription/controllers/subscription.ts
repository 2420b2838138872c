import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::subscription.subscription';

const action = (name: string) =>
  async function (this: any, ctx: Ctx) {
    const body = ctx.request.body as { data?: Record<string, unknown> } | undefined;
    const subscription = await strapi
      .service('api::subscription.actions')
      .run(ctx.params.documentId, name, body?.data ?? {}, ctx.state.user);
    const sanitized = await this.sanitizeOutput(subscription, ctx);
    return this.transformResponse(sanitized);
  };

/** Core find, findOne and create (the document rules check a new one); the actions of ./../services/actions.ts. */
export default factories.createCoreController(UID, () => ({
  activate: action('activate'),
  activateNow: action('activate-now'),
  end: action('end'),
}));
