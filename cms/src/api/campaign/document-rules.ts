import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::campaign.campaign';

/** Drafts only, an approved sender; only drafts are deleted. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
