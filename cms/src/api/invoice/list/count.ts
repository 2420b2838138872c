/**
 * The invoice list's totals, counted once per filter: paging through a tab (pages 2, 3, …) asks the same
 * COUNT again for every page that is not cached yet. Kept per generation of the lists' read cache
 * (src/services/read-cache.ts), so the writes that empty the cached pages also retire the counts; a
 * `Cache-Control: no-cache` request counts afresh. Only the list controller's counts come here (it
 * marks its requests with `state.invoiceList`).
 */
import { countKey, createCountCache } from '../../../services/profile-count-cache';
import { invoiceCacheOf } from '../../../services/read-cache';

const UID = 'api::invoice.invoice';

export function registerInvoiceListCount(strapi) {
  const counts = createCountCache<number>({ ttlMs: 60_000 });
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || context.action !== 'count' || !strapi.requestContext.get()?.state?.invoiceList)
      return next();
    return counts.wrap(`${invoiceCacheOf(strapi).generation}:${countKey(context.params)}`, next);
  });
}
