import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::vacancy-property.vacancy-property');
