import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::marketing-zone.marketing-zone');
