import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::marketing-bundle.marketing-bundle';

/** Items (existing contents, weights 1-100) and exactly one placement: a zone or a zone group. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
});
