import { createReadCache } from '../../../services/read-cache';

/**
 * The zone API's cache (src/services/read-cache.ts): each zone's plan (its zone, running bundles and their
 * contents), emptied by any write to a zone, zone group, bundle or marketing content (src/index.ts).
 */
export default () => createReadCache({ max: 5000, ttlMs: 60_000 });
