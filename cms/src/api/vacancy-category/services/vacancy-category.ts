import { factories } from '@strapi/strapi';
import { VACANCY_CATEGORY_RULES } from '@newsroom/config';
import { sluggedService } from '../../../services/slugged';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';

const UID = 'api::vacancy-category.vacancy-category';

/** Categories of vacancies (/vacancies/categories): a name and a slug unique whatever its case. */
export default factories.createCoreService(UID, ({ strapi }) =>
  sluggedService(strapi, UID, VACANCY_CATEGORY_RULES, UNIQUE_INDEXES.vacancyCategorySlug.name),
);
