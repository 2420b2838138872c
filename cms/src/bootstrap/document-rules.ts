/**
 * Rules that hold whichever path writes a document (REST, GraphQL, the Strapi panel, scripts):
 * the document service calls the owning service before create and update.
 */
export function registerDocumentRules(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === 'api::content.content' && (context.action === 'create' || context.action === 'update')) {
      const params = context.params ?? {};
      params.data = await strapi.service('api::content.content').prepareWrite({
        action: context.action,
        data: params.data ?? {},
        documentId: params.documentId,
        locale: params.locale,
      });
    }
    return next();
  });
}
