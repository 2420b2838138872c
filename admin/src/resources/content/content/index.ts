import type { ResourceProps } from 'react-admin';
import type { CreatedNoticeOptions } from '@/components/useCreatedNotice';
import { ContentCreate } from './ContentCreate';
import { ContentEdit } from './ContentEdit';
import { ContentList } from './ContentList';

/**
 * react-admin resources `content`, `content/pages` and `content/redirects` over the Strapi API
 * `contents`; the last two fix the type (areas.ts `fixed`).
 */
export const contentResource: Omit<ResourceProps, 'name'> = {
  list: ContentList,
  create: ContentCreate,
  edit: ContentEdit,
  recordRepresentation: 'title',
  // "Artikel „Titel” aangemaakt": the record's type names it better than "Inhoud".
  options: {
    kindOf: (record) => (record.type ? `app.content.types.${record.type}` : undefined),
  } satisfies CreatedNoticeOptions,
};
