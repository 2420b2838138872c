/**
 * Public job-board routes (no login; throttled in middlewares/ingestion-limits.ts): live vacancies with their
 * JSON-LD, and applications. An application is accepted with 202 whatever the address's state (neutral);
 * a filled honeypot field (`website`) is answered the same and stored nowhere.
 */
import { errors } from '@strapi/utils';
import type { Ctx, WithStrapi } from '../../../strapi-types';
import type { UploadFile } from '../../../services/upload-policy';

/** Malformed JSON is no application: the field rules then refuse it (400), never a 500. */
const parsed = (text: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
};

/** The honeypot a person never sees or fills (a hidden field on the board's form). */
export const HONEYPOT = 'website';

export default ({ strapi }: WithStrapi) => {
  const board = () => strapi.service('api::vacancy.job-board');

  /** A signed-in reader's user id (Bearer token or session cookie), or null: applying needs no login. */
  const readerId = async (ctx: Ctx): Promise<number | null> => {
    try {
      const token = await strapi.plugin('users-permissions').service('jwt').getToken(ctx);
      if (!token?.id) return null;
      const user = await strapi.db
        .query('plugin::users-permissions.user')
        .findOne({ where: { id: token.id }, select: ['id', 'blocked'] });
      return user && !user.blocked ? Number(user.id) : null;
    } catch {
      return null;
    }
  };

  return {
    async list(ctx: Ctx) {
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.body = await board().list(ctx.query);
    },
    async item(ctx: Ctx) {
      const item = await board().item(ctx.params.slug);
      if (!item) throw new errors.NotFoundError('Vacancy not found.', { code: 'not_found' });
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.body = { data: item };
    },
    async apply(ctx: Ctx) {
      const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
      // multipart: the fields may come as `data` (JSON text) or as plain fields.
      const body = typeof raw.data === 'string' ? parsed(raw.data) : ((raw.data as Record<string, unknown>) ?? raw);
      const files = (ctx.request as unknown as { files?: Record<string, UploadFile | UploadFile[]> }).files ?? {};
      const cv = files.cv ?? files['files.cv'] ?? null;
      const file = Array.isArray(cv) ? (cv[0] ?? null) : cv;
      if (typeof body[HONEYPOT] !== 'string' || !body[HONEYPOT]) {
        await strapi
          .service('api::vacancy-application.vacancy-application')
          .apply(ctx.params.slug, body, file, await readerId(ctx));
      }
      ctx.status = 202;
      ctx.body = { data: { accepted: true } };
    },
  };
};
