import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::dossier-category.dossier-category');
