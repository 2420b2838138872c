import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::campaign-automation.campaign-automation');
