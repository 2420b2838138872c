import { factories } from '@strapi/strapi';

// Tickets are made by paid orders and never deleted: the list, one ticket, and the holder's names.
export default factories.createCoreRouter('api::ticket.ticket', { only: ['find', 'findOne', 'update'] });
