/** The tag manager's routes: parse the request, call the service (rules and decisions live there). */
import { errors } from '@strapi/utils';
import { parseFamily, tagManagerOf, type Actor } from '../services/tag-manager';
import type { Ctx, WithStrapi } from '../../../strapi-types';

const LIST_PARAMETERS = ['family', 'q', 'sort', 'order', 'page', 'pageSize'];

const actorOf = (ctx: Ctx): Actor => {
  const user = ctx.state?.user;
  return user ? { id: Number(user.id), name: String(user.email ?? user.username ?? '') } : null;
};

export default ({ strapi }: WithStrapi) => ({
  /** GET /api/tag-manager/tags?family=&q=&sort=name|slug|usage|createdAt&order=asc|desc&page=&pageSize= */
  async find(ctx: Ctx) {
    const unknown = Object.keys(ctx.query ?? {}).filter((key) => !LIST_PARAMETERS.includes(key));
    if (unknown.length)
      throw new errors.ValidationError(`Unknown query parameters: ${unknown.join(', ')}`, {
        code: 'unknown_parameters',
        parameters: unknown,
      });
    ctx.body = await tagManagerOf(strapi).list(ctx.query ?? {});
  },

  /** GET /api/tag-manager/limit: the limit and how many tags each family has. */
  async limit(ctx: Ctx) {
    ctx.body = { data: await tagManagerOf(strapi).limits() };
  },

  async usage(ctx: Ctx) {
    ctx.body = { data: await tagManagerOf(strapi).usage(parseFamily(ctx.params.family), ctx.params.documentId) };
  },

  /** PUT { data: { name?, slug? } } */
  async rename(ctx: Ctx) {
    const data = ctx.request.body?.data;
    ctx.body = {
      data: await tagManagerOf(strapi).rename(
        parseFamily(ctx.params.family),
        ctx.params.documentId,
        data,
        actorOf(ctx),
      ),
    };
  },

  /** POST { data: { target: documentId, targetFamily? } } */
  async merge(ctx: Ctx) {
    const data = ctx.request.body?.data;
    ctx.body = {
      data: await tagManagerOf(strapi).merge(parseFamily(ctx.params.family), ctx.params.documentId, data, actorOf(ctx)),
    };
  },

  async remove(ctx: Ctx) {
    ctx.body = {
      data: await tagManagerOf(strapi).remove(parseFamily(ctx.params.family), ctx.params.documentId, actorOf(ctx)),
    };
  },
});
