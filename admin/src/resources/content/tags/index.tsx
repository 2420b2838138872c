import { NameSlugInputs } from '../simple/NameSlugInputs';
import { simpleResource } from '../simple/SimpleResource';

/** react-admin resource `content/tags` over the Strapi API `tags`. */
export const tagsResource = simpleResource({ screen: 'tags', Inputs: NameSlugInputs });
