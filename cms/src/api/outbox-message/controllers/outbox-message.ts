import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::outbox-message.outbox-message');
