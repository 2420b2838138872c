import { factories } from '@strapi/strapi';

/** Read only: entries are written by the services (`write`), never through the API. */
export default factories.createCoreRouter('api::log-entry.log-entry', { only: ['find', 'findOne'] });
