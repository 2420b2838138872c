import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::profile.profile';

/**
 * Field rules and a unique e-mail on create and update; a delete, whatever its path, runs the cascade
 * (notes, login account, registered handlers such as comment anonymisation) in one transaction.
 */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, { params }, next) =>
    strapi.service(UID).guardUniqueEmail(params.data?.email, params.documentId, next),
  aroundDelete: (strapi, documentId, next) => strapi.service('api::profile.removal').cascade(documentId, next),
});
