import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::email-template.email-template';

/** Name, design block by block, sender domain; html (and text unless edited) regenerated on every save. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
});
