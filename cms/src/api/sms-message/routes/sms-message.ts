import { factories } from '@strapi/strapi';

// Read-only, for administrators: the providers write the rows (cms/src/services/sms), never the API.
export default factories.createCoreRouter('api::sms-message.sms-message', { only: ['find', 'findOne'] });
