import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::event-session.event-session';

/** Fields, times inside the event, capacity; no delete with tickets; a deleted session leaves the programme. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
  aroundDelete: (strapi, documentId, next) => strapi.service(UID).deleteFromProgramme(documentId, next),
});
