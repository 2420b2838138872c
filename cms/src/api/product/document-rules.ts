import { defineDocumentRules } from '../../services/document-rules';

const UID = 'api::product.product';

/** Field and per-type rules, a unique SKU (also under concurrent writes), access tags for new subscribers fixed after creation. */
export default defineDocumentRules({
  uid: UID,
  beforeWrite: (strapi, input) => strapi.service(UID).prepareWrite(input),
  aroundWrite: (strapi, _input, next) => strapi.service(UID).guardUniqueSku(next),
});
