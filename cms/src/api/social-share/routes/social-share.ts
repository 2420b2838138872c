import { factories } from '@strapi/strapi';

/** Read only: a share is recorded by the share step (POST /social-shares/share), never written through CRUD. */
export default factories.createCoreRouter('api::social-share.social-share', { only: ['find'] });
