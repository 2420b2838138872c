import { factories } from '@strapi/strapi';
import { NEWSLETTER_RULES } from '@newsroom/config';
import { sluggedService } from '../../../services/slugged';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';

const UID = 'api::newsletter.newsletter';

/** Newsletters profiles subscribe to (at most NEWSLETTERS_PER_PROFILE each, checked by the profile service). */
export default factories.createCoreService(UID, ({ strapi }) =>
  sluggedService(strapi, UID, NEWSLETTER_RULES, UNIQUE_INDEXES.newsletterSlug.name),
);
