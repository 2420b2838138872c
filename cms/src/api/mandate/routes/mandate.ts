import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::mandate.mandate', { only: ['find', 'findOne', 'create'] });
