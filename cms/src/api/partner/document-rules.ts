import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::partner.partner';

/** Fields, contact persons, social links, unique slug (also under concurrent writes). */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(UID).guardUniqueSlug(next),
});
