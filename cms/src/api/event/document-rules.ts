import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::event.event';

/** Fields, times, programme, sessions inside the event, unique slug; no delete with tickets, sessions go along. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(UID).guardUniqueSlug(next),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
  aroundDelete: (strapi, documentId, next) => strapi.service(UID).deleteWithSessions(documentId, next),
});
