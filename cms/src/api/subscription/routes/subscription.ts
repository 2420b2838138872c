import { factories } from '@strapi/strapi';

// No update or delete: a subscription changes only through its actions and the daily run.
export default factories.createCoreRouter('api::subscription.subscription', { only: ['find', 'findOne', 'create'] });
