import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::vacancy.vacancy';

/** Field rules, employer, ranges, properties, publication window, unique slug (also under concurrent writes). */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(UID).guardUniqueSlug(next),
});
