import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::marketing-content.marketing-content';

/** Type fields, schedule, targeting and cap on every write path; a content in a bundle is not deleted. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
