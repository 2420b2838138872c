import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::mandate.mandate';

/** Field rules, the generated reference and signature, a unique reference, revoked is final, no delete once used. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(UID).guardUniqueReference(next),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
