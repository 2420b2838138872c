/**
 * GraphQL keeps profile reads and writes (the document middleware applies the rules), but not delete:
 * deleting needs the e-mail confirmation of DELETE /api/profiles/:documentId?confirmEmail=.
 * Confirmation and invitation codes are internal.
 */
export function restrictProfileGraphql(strapi) {
  const extension = strapi.plugin('graphql')?.service('extension');
  if (!extension) return;
  extension.shadowCRUD('api::profile.profile').disableAction('delete');
  extension.shadowCRUD('api::account.account-confirmation').disable();
  // Employee invitation codes are internal too (accepted through POST /api/customer-invitations/accept).
  extension.shadowCRUD('api::customer.customer-invitation').disable();
  // Provider payments are read-only records of what the provider reported: no GraphQL writes.
  extension.shadowCRUD('api::payment.payment').disableMutations();
}
