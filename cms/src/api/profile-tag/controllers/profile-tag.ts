import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::profile-tag.profile-tag');
