import { ConflictError } from '../../services/errors';
import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::order.order';

/**
 * An order is created in one transaction (rules, new customer, tickets, serial, totals), then only its
 * editable fields change; it is never deleted (cancel it instead).
 */
export default defineDocumentRules({
  uid: UID,
  // A create prepares its data inside the transaction of aroundWrite.
  beforeWrite: async (strapi, { action, data, documentId }) =>
    action === 'update' ? strapi.service(UID).prepareUpdate(data, documentId) : data,
  aroundWrite: (strapi, { action, params }, next) =>
    action === 'create'
      ? strapi.service(UID).createWith(params, strapi.requestContext.get()?.state?.user ?? null, next)
      : next(),
  beforeDelete: async () => {
    throw new ConflictError('Orders are kept: cancel the order instead of deleting it.', {
      code: 'order_not_deletable',
    });
  },
});
