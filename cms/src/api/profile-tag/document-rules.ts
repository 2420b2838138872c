import { defineDocumentRules } from '../../services/document-rules';
import { sluggedDocumentRules } from '../../services/slugged-rules';

const UID = 'api::profile-tag.profile-tag';
const slugged = sluggedDocumentRules(UID);
const tagManager = (strapi: { service(uid: string): any }) => strapi.service('api::tag-manager.tag-manager');

/**
 * Field rules and a slug unique whatever its case, also under concurrent writes; the tag limit of the tag's
 * kind on every create and no delete while rules depend on the tag (the tag manager's rules, docs/tags.md).
 */
export default defineDocumentRules({
  ...slugged,
  async beforeWrite(strapi, input) {
    const data = await slugged.beforeWrite!(strapi, input);
    if (input.action === 'create') await tagManager(strapi).assertRoom(data.kind);
    return data;
  },
  beforeDelete: (strapi, documentId) => tagManager(strapi).assertDeletable(UID, documentId),
});
