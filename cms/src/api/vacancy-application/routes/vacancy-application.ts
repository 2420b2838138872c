import { factories } from '@strapi/strapi';

// No create or update: applications come through the public API; the status moves through its step.
export default factories.createCoreRouter('api::vacancy-application.vacancy-application', {
  only: ['find', 'findOne', 'delete'],
});
