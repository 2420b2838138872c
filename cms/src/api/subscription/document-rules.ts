import { ConflictError } from '../../services/errors';
import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::subscription.subscription';

/**
 * A new subscription follows the rules and gets its kind (services/subscription.ts); after that it changes
 * only through its actions and the daily run (which write through the query layer), and it is never deleted.
 */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: async (strapi, { action, data }) => {
    if (action === 'create')
      return strapi.service(UID).prepareCreate(data ?? {}, strapi.requestContext.get()?.state?.user ?? null);
    throw new ConflictError('A subscription changes only through its actions (activate, end).', {
      code: 'subscription_not_editable',
    });
  },
  beforeDelete: async () => {
    throw new ConflictError('Subscriptions are kept: end the subscription instead of deleting it.', {
      code: 'subscription_not_deletable',
    });
  },
});
