import { factories } from '@strapi/strapi';
import { PROFILE_TAG_RULES } from '@newsroom/config';
import { sluggedService } from '../../../services/slugged';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';

const UID = 'api::profile-tag.profile-tag';

/** Profile tags: ACCESS tags open content whose accessTag is the tag's slug (see api::delivery readerOf). */
export default factories.createCoreService(UID, ({ strapi }) =>
  sluggedService(strapi, UID, PROFILE_TAG_RULES, UNIQUE_INDEXES.profileTagSlug.name),
);
