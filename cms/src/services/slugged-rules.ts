import type { DocumentRules } from './document-rules';

/**
 * The document rules of a slugged list (profile tags, newsletters, product categories; service from
 * slugged.ts): field rules and a slug unique whatever its case, also under concurrent writes.
 */
export const sluggedDocumentRules = (uid: string): DocumentRules => ({
  uid,
  beforeWrite: (strapi, input) => strapi.service(uid).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(uid).guardUniqueSlug(next),
});
