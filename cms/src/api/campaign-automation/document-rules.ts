import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::campaign-automation.campaign-automation';

/** Event, target, delay and campaign rules; the campaign waits in PENDING_NEXT_RUN while its automation is on. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, { action, params }, next) => strapi.service(UID).writeWithCampaign(params, action, next),
  aroundDelete: (strapi, documentId, next) => strapi.service(UID).deleteWithCampaign(documentId, next),
});
