import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::segment.segment';

/** A name, a valid rule tree and the configured maximum number of segments hold for REST and GraphQL alike. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: async (strapi, input) => {
    const data = await strapi.service(UID).prepareWrite(input);
    // Who made it (a private field): the signed-in account of the request, when there is one.
    const user = strapi.requestContext.get()?.state?.user;
    if (input.action === 'create' && user?.id && data.createdByUser === undefined) data.createdByUser = user.id;
    return data;
  },
});
