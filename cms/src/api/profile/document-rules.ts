import { defineDocumentRules } from '../../services/document-rules';
import { aroundProfileWrite } from '../campaign-automation/events';

const UID = 'api::profile.profile';

/**
 * Field rules and a unique e-mail on create and update; a delete, whatever its path, runs the cascade
 * (notes, login account, registered handlers such as comment anonymisation) in one transaction.
 */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  // Event automations (PROFILE_CREATED, TAG_ADDED) fire once the write succeeded.
  aroundWrite: (strapi, { action, params }, next) =>
    aroundProfileWrite(strapi as any, action, params.documentId, () =>
      strapi.service(UID).guardUniqueEmail(params.data?.email, params.documentId, next),
    ),
  aroundDelete: (strapi, documentId, next) => strapi.service('api::profile.removal').cascade(documentId, next),
});
