import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::dossier-category.dossier-category');
