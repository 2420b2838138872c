import { NameSlugInputs } from '../simple/NameSlugInputs';
import { simpleResource } from '../simple/SimpleResource';

/** react-admin resource `content/dossiers/categories` over the Strapi API `dossier-categories`. */
export const dossierCategoriesResource = simpleResource({ screen: 'dossier_categories', Inputs: NameSlugInputs });
