import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::invoice.invoice';

/** Drafts follow the rules and get server totals; a finalised invoice never changes and is never deleted. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
