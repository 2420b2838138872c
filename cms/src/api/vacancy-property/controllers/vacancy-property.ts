import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::vacancy-property.vacancy-property');
