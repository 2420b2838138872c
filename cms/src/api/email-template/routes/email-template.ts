import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::email-template.email-template', {
  only: ['find', 'findOne', 'create', 'update', 'delete'],
});
