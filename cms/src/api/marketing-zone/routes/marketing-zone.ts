import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::marketing-zone.marketing-zone', {
  only: ['find', 'findOne', 'create', 'update', 'delete'],
});
