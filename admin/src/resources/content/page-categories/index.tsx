import { NameSlugInputs } from '../simple/NameSlugInputs';
import { simpleResource } from '../simple/SimpleResource';

/** react-admin resource `content/pages/categories` over the Strapi API `page-categories`. */
export const pageCategoriesResource = simpleResource({ screen: 'page_categories', Inputs: NameSlugInputs });
