import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::vacancy-property.vacancy-property';

/** Field rules, a unique slug, choices for CHOICE; slug and type fixed (and no delete) once vacancies use it. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(UID).guardUniqueSlug(next),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
