import { defineDocumentRules } from '../../services/document-rules';
import { coverIdOf } from './services/cover';

const UID = 'api::content.content';

/** Content write rules (services/rules.ts via prepareWrite); after a write that set a cover, the cover gets its configured size. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  async afterWrite(strapi, { data }) {
    const coverId = coverIdOf(data?.cover);
    if (!coverId) return;
    // The item is saved either way; a cover that cannot be resized keeps its original only.
    await strapi
      .service('api::content.cover')
      .ensureCoverFormat(coverId)
      .catch((error: Error) => strapi.log.error(`Cover ${coverId} not resized: ${error.message}`));
  },
});
