import type { ResourceProps } from 'react-admin';
import { ContentCreate } from './ContentCreate';
import { ContentEdit } from './ContentEdit';
import { ContentList } from './ContentList';

/**
 * react-admin resources `content`, `content/pages` and `content/redirects` over the Strapi API
 * `contents`; the last two fix the type (registry/resources.ts `fixed`). Their name in a list and in the
 * "created" toast is declared with the screens in resources/index.tsx, known before this module loads.
 */
export const contentResource: Omit<ResourceProps, 'name'> = {
  list: ContentList,
  create: ContentCreate,
  edit: ContentEdit,
};
