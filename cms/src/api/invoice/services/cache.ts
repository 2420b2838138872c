import { createReadCache } from '../../../services/read-cache';

/** The invoice lists' read cache (src/services/read-cache.ts), emptied by any write to invoices, customers, channels or payments. */
export default () => createReadCache();
