/**
 * strapi-plugin-comments (3.2.4, Strapi 5) stores comments and reader reports; this extension fits
 * it to our product:
 * - the console moderates through content-API routes (users-permissions actions
 *   plugin::comments.admin.*, SPEC section 6), not through the Strapi panel's admin routes;
 * - readers see approved comments only, and only on items they may read (the access evaluator);
 * - a new comment's status follows the item's preModeration and the site's publishReactions.
 * The plugin's own admin routes for the Strapi panel keep working unchanged.
 */
import { routeTable } from '../../services/route-table';
import moderation from './moderation';
import {
  COMMENT_UID,
  commentRefusal,
  findTarget,
  initialStatus,
  readRefusal,
  sitePublishesReactions,
  type Refusal,
} from './policy';

// The moderation routes on the content API (actions plugin::comments.admin.*), with no policies of their own.
const MODERATION_ROUTES = routeTable(
  'admin',
  {
    'GET /moderate/all': 'findAll',
    'GET /moderate/count': 'count',
    'PUT /moderate/single/:id/approve': 'approveComment',
    'PUT /moderate/single/:id/reject': 'rejectComment',
    'PUT /moderate/multiple/approve': 'approveMany',
    'PUT /moderate/multiple/reject': 'rejectMany',
  },
  { policies: [] },
);

// Written here rather than thrown: Strapi's authorize step would replace a thrown 403's message.
const refuse = (ctx, { status, name, message, details = {} }: Refusal) => {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details } };
};

const fromContentApi = (ctx) => ctx.state?.route?.info?.type === 'content-api';

export default (plugin) => {
  plugin.services.moderation = moderation;
  const contentApi = plugin.routes['content-api'];
  // Before the plugin's "/:relation" routes so that "moderate" is never read as a relation.
  contentApi.routes.unshift(...MODERATION_ROUTES);

  const baseAdmin = plugin.controllers.admin;
  plugin.controllers.admin = (deps) => {
    const base = baseAdmin(deps);
    const service = () => deps.strapi.plugin('comments').service('moderation');
    const decide = (status) =>
      async function (this: any, ctx) {
        if (!fromContentApi(ctx))
          return base[status === 'APPROVED' ? 'approveComment' : 'rejectComment'].call(this, ctx);
        ctx.body = { data: await service().setStatus([ctx.params.id], status) };
      };
    return {
      ...base,
      async findAll(ctx) {
        if (!fromContentApi(ctx)) return base.findAll.call(this, ctx);
        ctx.body = await service().list(ctx.query);
      },
      async count(ctx) {
        ctx.body = { data: await service().count() };
      },
      approveComment: decide('APPROVED'),
      rejectComment: decide('REJECTED'),
      async approveMany(ctx) {
        ctx.body = { data: await service().setStatus(ctx.request.body?.ids, 'APPROVED') };
      },
      async rejectMany(ctx) {
        ctx.body = { data: await service().setStatus(ctx.request.body?.ids, 'REJECTED') };
      },
    };
  };

  const baseClient = plugin.controllers.client;
  plugin.controllers.client = (deps) => {
    const base = baseClient(deps);
    const { strapi } = deps;
    const reader = (ctx) => strapi.service('api::delivery.delivery').readerOf(ctx);
    const readable = (name) =>
      async function (this: any, ctx) {
        const refusal = readRefusal(
          await findTarget(strapi, ctx.params.relation, ctx.query?.locale),
          await reader(ctx),
        );
        if (refusal) return refuse(ctx, refusal);
        // Readers never see comments that wait for, or failed, moderation.
        ctx.query = { ...ctx.query, filters: { ...(ctx.query?.filters ?? {}), approvalStatus: 'APPROVED' } };
        return base[name].call(this, ctx);
      };
    return {
      ...base,
      findAllFlat: readable('findAllFlat'),
      findAllInHierarchy: readable('findAllInHierarchy'),
      async post(ctx) {
        const refusal = commentRefusal(
          await findTarget(strapi, ctx.params.relation, ctx.request.body?.locale),
          await reader(ctx),
        );
        if (refusal) return refuse(ctx, refusal);
        return base.post.call(this, ctx);
      },
    };
  };

  const baseBootstrap = plugin.bootstrap;
  plugin.bootstrap = async (deps) => {
    await baseBootstrap(deps);
    const { strapi } = deps;
    strapi.db.lifecycles.subscribe({
      models: [COMMENT_UID],
      async beforeCreate(event) {
        const data = event.params.data ?? {};
        if (data.isAdminComment) {
          data.approvalStatus = 'APPROVED';
          return;
        }
        const target = await findTarget(strapi, data.related, data.locale);
        if (target) data.approvalStatus = initialStatus(target, await sitePublishesReactions(strapi));
      },
    });
  };

  return plugin;
};
