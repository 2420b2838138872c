import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::outbox-message.outbox-message');
