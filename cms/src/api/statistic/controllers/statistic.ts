import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const REPORT_PARAMS = new Set(['period', 'content', 'locale', 'limit']);
/** Staff (any role but the readers' `authenticated`): their console page views also go to the log (docs/log.md). */
const staffOf = (user: { id: number; email?: string; role?: { type?: string } } | undefined) =>
  user?.role?.type && user.role.type !== 'authenticated' ? { id: user.id, name: user.email ?? null } : null;

export default factories.createCoreController('api::statistic.statistic', ({ strapi }) => ({
  async create(ctx) {
    const body = ctx.request.body ?? {};
    const count = await strapi
      .service('api::statistic.statistic')
      .record(body.data?.events, ctx.state.user?.id ?? null, staffOf(ctx.state.user));
    ctx.status = 201;
    ctx.body = { data: { stored: count } };
  },

  /** GET /api/statistics/content?period=24h|7d|14d|1m|1y[&content=documentId][&locale=nl|en][&limit=10] */
  async contentReport(ctx) {
    const unknown = Object.keys(ctx.query).filter((key) => !REPORT_PARAMS.has(key));
    if (unknown.length)
      throw new errors.ValidationError(`Unknown query parameters: ${unknown.join(', ')}`, {
        code: 'unknown_parameters',
        parameters: unknown,
      });
    const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
    const { period, content, locale, limit } = ctx.query;
    ctx.body = {
      data: await strapi.service('api::statistic.statistic').contentReport({
        period: single(period),
        content: single(content),
        locale: single(locale),
        limit: single(limit),
      }),
    };
  },
}));
