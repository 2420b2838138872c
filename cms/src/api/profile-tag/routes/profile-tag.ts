import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::profile-tag.profile-tag');
