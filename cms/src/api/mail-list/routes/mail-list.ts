import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::mail-list.mail-list');
