import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::config.config';

/** Every write of the site configuration: sections merged over what is stored, then the shared rules (SPEC 3, 5). */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input.data),
});
