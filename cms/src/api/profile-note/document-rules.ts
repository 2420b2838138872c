import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::profile-note.profile-note';

/** Notes: the author comes from the session; only the author or an administrator may change or delete one. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertMayChange(documentId),
});
