import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::marketing-zone-group.marketing-zone-group', {
  only: ['find', 'findOne', 'create', 'update', 'delete'],
});
