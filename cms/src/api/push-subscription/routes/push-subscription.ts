import { factories } from '@strapi/strapi';

// Devices are registered by websites through the public push API (routes/custom.ts), never through the content
// API: staff list, read and delete them.
export default factories.createCoreRouter('api::push-subscription.push-subscription', {
  only: ['find', 'findOne', 'delete'],
});
