import { factories } from '@strapi/strapi';

// Rows are written by the SMS providers (cms/src/services/sms), never through the API.
export default factories.createCoreService('api::sms-message.sms-message');
