import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::customer.customer';

/** Field rules, a unique debtor id (also under concurrent writes), no delete while orders point at the customer; its mandates go with it. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(UID).guardUniqueDebtorId(next),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
  // Its mandates (personal data: name, IBAN) go with it; never-collected ones only, or a customer with invoices.
  aroundDelete: (strapi, documentId, next) =>
    strapi.service('api::mandate.mandate').deleteWithCustomer(documentId, next),
});
