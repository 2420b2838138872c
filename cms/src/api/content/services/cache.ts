import { createReadCache } from '../../../services/read-cache';

/** One read cache per Strapi instance for the console list and the delivery API (src/services/read-cache.ts). */
export default () => createReadCache();
