import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::config.config', { only: ['find', 'update'] });
