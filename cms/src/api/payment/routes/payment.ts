import { factories } from '@strapi/strapi';

// Staff read payments (find, findOne); they are made through POST /api/invoices/:id/payment-link.
export default factories.createCoreRouter('api::payment.payment', { only: ['find', 'findOne'] });
