import { ConflictError } from '../../services/errors';
import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::ticket.ticket';

/**
 * Tickets are made by a paid order (api::ticket.ticket `makeForOrder`, through db queries) and never deleted:
 * a create or delete through the document service (REST, GraphQL, panel, scripts) is refused; an update keeps
 * only the holder's names and e-mail.
 */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: async (strapi, { action, data, documentId }) => {
    if (action === 'create')
      throw new ConflictError('Tickets are made by paying a ticket order.', { code: 'ticket_not_creatable' });
    return strapi.service(UID).prepareUpdate(data, documentId);
  },
  beforeDelete: async () => {
    throw new ConflictError('Tickets are kept: revoke the ticket instead of deleting it.', {
      code: 'ticket_not_deletable',
    });
  },
});
