import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::channel.channel';

/** Field rules, one default channel, numbering and identity frozen once invoicing started; no delete while in use. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, { params }, next) =>
    strapi.service(UID).writeWithDefault(params.data ?? {}, params.documentId, next),
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
