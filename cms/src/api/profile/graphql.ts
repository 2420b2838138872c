/**
 * GraphQL keeps profile reads and writes (the document middleware applies the rules), but not delete:
 * deleting needs the e-mail confirmation of DELETE /api/profiles/:documentId?confirmEmail=.
 * Confirmation codes are internal.
 */
export function restrictProfileGraphql(strapi) {
  const extension = strapi.plugin('graphql')?.service('extension');
  if (!extension) return;
  extension.shadowCRUD('api::profile.profile').disableAction('delete');
  extension.shadowCRUD('api::account.account-confirmation').disable();
}
