import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::dossier-category.dossier-category');
