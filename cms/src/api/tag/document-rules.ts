import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::tag.tag';
const tagManager = (strapi: { service(uid: string): any }) => strapi.service('api::tag-manager.tag-manager');

/** The tag manager's rules (docs/tags.md): the content tag limit on every create, no delete while rules depend on it. */
export default defineDocumentRules({
  uid: UID,
  async beforeWrite(strapi, input) {
    if (input.action === 'create') await tagManager(strapi).assertRoom('content');
    return input.data;
  },
  beforeDelete: (strapi, documentId) => tagManager(strapi).assertDeletable(UID, documentId),
});
