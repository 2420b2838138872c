import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::campaign-automation.campaign-automation');
