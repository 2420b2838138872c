import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::statistic.statistic', { only: ['create', 'find'] });
