import { createReadCache } from '../../../services/read-cache';

/** The order list's read cache (src/services/read-cache.ts), emptied by any write to orders, customers or channels. */
export default () => createReadCache();
