import { builtinSubscriptionNumber } from '@newsroom/config';
import type { MagazinePlatform } from './types';

/**
 * The default platform when none is configured: no network, every call succeeds. The subscriber number is
 * the customer's stable local number (`LOCAL-000042`), so a later real platform link can replace it.
 */
export const builtinMagazinePlatform = (): MagazinePlatform => ({
  name: 'builtin',
  activate: async ({ customer }) => ({ subscriptionNumber: builtinSubscriptionNumber(customer.id) }),
  deactivate: async () => undefined,
  subscriptionNumber: async ({ customer }) => builtinSubscriptionNumber(customer.id),
});
