import { factories } from '@strapi/strapi';
import { PRODUCT_CATEGORY_RULES } from '@newsroom/config';
import { sluggedService } from '../../../services/slugged';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';

const UID = 'api::product-category.product-category';

/** Categories of the catalogue: a name and a slug unique whatever its case. */
export default factories.createCoreService(UID, ({ strapi }) =>
  sluggedService(strapi, UID, PRODUCT_CATEGORY_RULES, UNIQUE_INDEXES.productCategorySlug.name),
);
