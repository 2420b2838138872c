/**
 * Types that GraphQL must not expose at all: Strapi's generic resolvers would answer with every row to
 * anyone holding the action, while the REST routes scope them (a user's own saved filters; content links,
 * whose public id is half of a signed token). Their REST routes are the only way in.
 */
export const GRAPHQL_CLOSED_TYPES = [
  'api::saved-filter.saved-filter',
  'api::content-link.content-link',
  // Subscriptions: their actions and the daily run are REST and services only; a generic GraphQL type would
  // offer relations (customer, order) and mutations the permission walk does not cover.
  'api::subscription.subscription',
  // The log is written by the services only; GraphQL's generic mutations would offer to write it.
  'api::log-entry.log-entry',
  // The magazine platform's outbox: written by the subscription steps, moved by its processor and the retry action.
  'api::magazine-sync.magazine-sync',
  // Forms (#20): threads are made by the public submission and moved by their REST actions only.
  'api::form.form',
  'api::form-thread.form-thread',
  // The SMS delivery log (docs/sms.md): written by the SMS providers only, read over REST by administrators.
  'api::sms-message.sms-message',
  // Browser push subscriptions (docs/push.md): registered through the public API, which holds the endpoint rules and
  // the profile link; staff list, test and delete them over REST.
  'api::push-subscription.push-subscription',
  // Social shares (#23): recorded by the share step only; GraphQL's generic mutations would offer to write them.
  'api::social-share.social-share',
  // System e-mail overrides (docs/system-emails.md): the REST routes check the catalogue's keys and merge fields.
  'api::system-email.system-email',
  // Saved exports (docs/exports.md): a user's own, like saved filters; REST scopes them to the owner.
  'api::export-definition.export-definition',
];

export function closeGraphqlTypes(strapi) {
  const extension = strapi.plugin('graphql')?.service('extension');
  if (!extension) return;
  for (const uid of GRAPHQL_CLOSED_TYPES) extension.shadowCRUD(uid).disable();
}
