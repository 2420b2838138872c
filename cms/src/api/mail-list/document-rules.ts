import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::mail-list.mail-list';

/** Field rules, a unique slug (also under concurrent writes), the list limit, and members gone with their list. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(UID).guardUniqueSlug(next),
  aroundDelete: (strapi, documentId, next) => strapi.service(UID).deleteWithMembers(documentId, next),
});
