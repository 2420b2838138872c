import { factories } from '@strapi/strapi';

// Threads are made by the public submission only; staff read them and assign (update: `assignee` only).
export default factories.createCoreRouter('api::form-thread.form-thread', {
  only: ['find', 'findOne', 'update'],
});
