import { factories } from '@strapi/strapi';
import type { Ctx, Row } from '../../../strapi-types';

const UID = 'api::profile-note.profile-note';

/** Strapi's REST, newest first by default, with `canEdit` on every note for the console. */
export default factories.createCoreController(UID, ({ strapi }) => {
  const notes = () => strapi.service(UID);
  const withPermissions = async (ctx: Ctx, answer: { data?: Row | Row[] | null } | null) => {
    if (!answer?.data) return answer;
    const user = ctx.state.user ?? null;
    if (Array.isArray(answer.data)) return { ...answer, data: await notes().withPermissions(answer.data, user) };
    const [one] = await notes().withPermissions([answer.data], user);
    return { ...answer, data: one };
  };
  return {
    async find(ctx) {
      if (!ctx.query.sort) ctx.query = { ...ctx.query, sort: ['createdAt:desc', 'id:desc'] };
      return withPermissions(ctx, await super.find(ctx));
    },
    async findOne(ctx) {
      return withPermissions(ctx, await super.findOne(ctx));
    },
    async create(ctx) {
      return withPermissions(ctx, await super.create(ctx));
    },
    async update(ctx) {
      return withPermissions(ctx, await super.update(ctx));
    },
  };
});
