import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::marketing-content.marketing-content';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The creator is the signed-in user (a private, server-set relation). */
  async create(ctx: Ctx) {
    const response: any = await super.create(ctx);
    const user = ctx.state.user;
    if (user?.id && response?.data?.documentId)
      await strapi.db
        .query(UID)
        .update({ where: { documentId: response.data.documentId }, data: { createdByUser: user.id } });
    return response;
  },
}));
