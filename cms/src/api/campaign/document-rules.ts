import { defineDocumentRules, type Row } from '../../services/document-rules';

const UID = 'api::campaign.campaign';

/** Drafts only, an approved sender; an edited INVALID campaign is a draft (OPEN) again; only drafts are deleted. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: async (strapi, { action }, next) => {
    const written = (await next()) as Row;
    if (action !== 'update') return written;
    const staff = strapi.requestContext.get()?.state?.user ?? null;
    return strapi.service('api::campaign.actions').reopenAfterEdit(written, staff);
  },
  beforeDelete: (strapi, documentId) => strapi.service(UID).assertDeletable(documentId),
});
