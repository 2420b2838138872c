import { factories } from '@strapi/strapi';

/** Staff notes; update and delete are further limited to the note's author or an administrator (service). */
export default factories.createCoreRouter('api::profile-note.profile-note');
