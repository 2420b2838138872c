import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::product-category.product-category');
