import { factories } from '@strapi/strapi';
import { PARTNER_CATEGORY_RULES } from '@newsroom/config';
import { sluggedService } from '../../../services/slugged';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';

const UID = 'api::partner-category.partner-category';

/** Categories of partners (/partners/categories): a name and a slug unique whatever its case; deleting one unlinks it (docs/events.md). */
export default factories.createCoreService(UID, ({ strapi }) =>
  sluggedService(strapi, UID, PARTNER_CATEGORY_RULES, UNIQUE_INDEXES.partnerCategorySlug.name),
);
