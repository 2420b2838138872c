import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::form.form';

/** The builder's rules, a unique slug, no delete while submissions point at the form. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
