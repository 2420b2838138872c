import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::customer.customer';

/** Field rules, a unique debtor id (also under concurrent writes), no delete while orders point at the customer. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(UID).guardUniqueDebtorId(next),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
