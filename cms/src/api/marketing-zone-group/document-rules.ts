import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::marketing-zone-group.marketing-zone-group';

/** A unique name (ignoring case); a group with bundles is not deleted. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
