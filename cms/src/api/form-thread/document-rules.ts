import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::form-thread.form-thread';

/** An update assigns (the assignee must be an active account; the change is in the history and the log). */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, { action, params }, next) =>
    action === 'update' ? strapi.service(UID).aroundWrite(params, next) : next(),
});
