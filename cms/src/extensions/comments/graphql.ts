/**
 * Comments over GraphQL would pass the REST wrappers that hide unmoderated comments, so readers
 * use REST only: the plugin's tables get no generated GraphQL types, and the plugin's own
 * operations (which it adds when it finds enabled collections at start) are for moderators.
 * The first registered resolversConfig wins, hence register time, before the plugin's bootstrap.
 */
const MODERATOR_SCOPE = { auth: { scope: ['plugin::comments.admin.findAll'] } };
const OPERATIONS = [
  'Query.findAllFlat',
  'Query.findAllInHierarchy',
  'Mutation.getCreateComment',
  'Mutation.getUpdateComment',
  'Mutation.getRemoveComment',
  'Mutation.getCreateAbuseReport',
];

export function restrictCommentGraphql(strapi) {
  const extension = strapi.plugin('graphql')?.service('extension');
  if (!extension) return;
  for (const uid of ['plugin::comments.comment', 'plugin::comments.comment-report'])
    extension.shadowCRUD(uid).disable();
  extension.use({ resolversConfig: Object.fromEntries(OPERATIONS.map((operation) => [operation, MODERATOR_SCOPE])) });
}
