/**
 * GET /api/jobs?type=&status=&page=&pageSize= and GET /api/jobs/:documentId. A user sees their own
 * jobs; administrators (and API tokens) see all. Someone else's job answers 404, not 403.
 */
import { errors } from '@strapi/utils';
import { JOB_STATUSES } from '@newsroom/config';
import { JOB_UID, jobsOf, toJobView } from '../../../services/jobs';
import type { Ctx, WithStrapi } from '../../../strapi-types';

const LIST_PARAMS = new Set(['type', 'status', 'page', 'pageSize']);
const MAX_PAGE_SIZE = 100;

/** Administrators and API tokens see every job. */
export const seesAllJobs = (ctx: Ctx) =>
  ctx.state.auth?.strategy?.name === 'api-token' || ctx.state.user?.role?.type === 'administrator';

const positive = (value: unknown, fallback: number, name: string) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new errors.ValidationError(`${name} must be a positive whole number.`, {
      code: 'invalid_parameter',
      params: { parameter: name },
    });
  return n;
};

export default ({ strapi }: WithStrapi) => ({
  async find(ctx: Ctx) {
    const unknown = Object.keys(ctx.query).filter((k) => !LIST_PARAMS.has(k));
    if (unknown.length)
      throw new errors.ValidationError(`Unknown parameter: ${unknown.join(', ')}.`, {
        code: 'unknown_parameter',
        params: { parameters: unknown.join(', ') },
      });
    const { type, status } = ctx.query;
    if (status !== undefined && !(JOB_STATUSES as readonly string[]).includes(String(status))) {
      throw new errors.ValidationError(`status must be one of ${JOB_STATUSES.join(', ')}.`, {
        code: 'invalid_parameter',
        params: { parameter: 'status' },
      });
    }
    const page = positive(ctx.query.page, 1, 'page');
    const pageSize = Math.min(positive(ctx.query.pageSize, 25, 'pageSize'), MAX_PAGE_SIZE);
    const where: Record<string, unknown> = {};
    if (type !== undefined) where.type = String(type);
    if (status !== undefined) where.status = String(status);
    if (!seesAllJobs(ctx)) where.owner = { id: ctx.state.user?.id ?? -1 };
    const query = strapi.db.query(JOB_UID);
    const [rows, total] = await Promise.all([
      query.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
      query.count({ where }),
    ]);
    ctx.body = {
      data: rows.map(toJobView),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
    };
  },

  async findOne(ctx: Ctx) {
    const job = await jobsOf(strapi).findOne(String(ctx.params.id));
    if (!job || (!seesAllJobs(ctx) && job.ownerId !== ctx.state.user?.id))
      throw new errors.NotFoundError('Job not found.', { code: 'not_found' });
    const { ownerId: _owner, ...view } = job;
    ctx.body = { data: view };
  },
});
