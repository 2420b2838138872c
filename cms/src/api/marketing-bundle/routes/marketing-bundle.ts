import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::marketing-bundle.marketing-bundle', {
  only: ['find', 'findOne', 'create', 'update', 'delete'],
});
