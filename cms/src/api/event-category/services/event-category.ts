import { factories } from '@strapi/strapi';
import { EVENT_CATEGORY_RULES } from '@newsroom/config';
import { sluggedService } from '../../../services/slugged';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';

const UID = 'api::event-category.event-category';

/** Categories of events (/events/categories): a name and a slug unique whatever its case; deleting one unlinks it (docs/events.md). */
export default factories.createCoreService(UID, ({ strapi }) =>
  sluggedService(strapi, UID, EVENT_CATEGORY_RULES, UNIQUE_INDEXES.eventCategorySlug.name),
);
