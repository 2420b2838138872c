import { factories } from '@strapi/strapi';

// Tasks are made by the subscription steps and moved by the processor; staff read them and retry failed ones.
export default factories.createCoreRouter('api::magazine-sync.magazine-sync', { only: ['find'] });
