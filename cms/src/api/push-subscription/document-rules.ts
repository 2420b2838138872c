import { ConflictError } from '../../services/errors';
import { defineDocumentRules } from '../../services/document-rules';

/**
 * Push subscriptions are registered by websites through the public push API (services/registration.ts, through
 * db queries, with its checks of endpoint and keys) and changed only by sending: a create or update through the
 * document service (GraphQL, the panel, scripts) is refused. Deleting is allowed (staff's REST delete logs it).
 */
export default defineDocumentRules({
  uid: 'api::push-subscription.push-subscription',
  beforeWrite: async () => {
    throw new ConflictError('Push subscriptions are registered by websites through POST /api/push/subscriptions.', {
      code: 'push_subscription_not_writable',
    });
  },
});
