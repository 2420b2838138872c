import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::marketing-content.marketing-content', {
  only: ['find', 'findOne', 'create', 'update', 'delete'],
});
