import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::form.form', {
  only: ['find', 'findOne', 'create', 'update', 'delete'],
});
