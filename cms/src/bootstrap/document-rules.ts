/**
 * Rules that hold whichever path writes a document (REST, GraphQL, the Strapi panel, scripts):
 * the document service calls the owning service before create and update, and after a content
 * write that set a cover, the cover gets its configured size (api::content.cover).
 */
import { coverIdOf } from '../api/content/services/cover';

export function registerDocumentRules(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== 'api::content.content' || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params ?? {};
    params.data = await strapi.service('api::content.content').prepareWrite({
      action: context.action,
      data: params.data ?? {},
      documentId: params.documentId,
      locale: params.locale,
    });
    const result = await next();
    const coverId = coverIdOf(params.data?.cover);
    if (coverId) {
      // The item is saved either way; a cover that cannot be resized keeps its original only.
      await strapi.service('api::content.cover').ensureCoverFormat(coverId).catch((error) => strapi.log.error(`Cover ${coverId} not resized: ${error.message}`));
    }
    return result;
  });
}
