import { factories } from '@strapi/strapi';

// Read-only: messages are written by the mail service, never through the API.
export default factories.createCoreRouter('api::outbox-message.outbox-message', { only: ['find', 'findOne'] });
