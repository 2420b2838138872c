import { factories } from '@strapi/strapi';

// Collections are made by finalising an invoice and by the actions (routes/actions.ts); staff read them.
export default factories.createCoreRouter('api::direct-debit.direct-debit', { only: ['find', 'findOne'] });
