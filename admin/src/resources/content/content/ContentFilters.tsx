import { DateInput, SelectInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { relationFilters } from '@/components/lists/ReferenceFilter';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { dayEnd, dayStart, toZonedDay } from '@/components/zonedTime';
import { CONTENT_LOCALES, CONTENT_STATUSES, CONTENT_TYPES, choicesOf } from './constants';

/**
 * `q` searches title and introduction (areas.ts); relation filters go to
 * filters[authors][documentId][$eq]; the date range to filters[publicationDate][$gte|$lte];
 * the language becomes the `locale` query parameter.
 */
export const contentFilters = (fixedType: boolean) =>
  [
    <ListSearchInput key="q" source="q" alwaysOn />,
    fixedType ? null : <SelectInput key="type" source="type" choices={choicesOf('types', CONTENT_TYPES)} alwaysOn />,
    <SelectInput key="status" source="status" choices={choicesOf('statuses', CONTENT_STATUSES)} alwaysOn />,
    <SelectInput
      key="locale"
      source="locale"
      choices={translatedChoices('app.content.locales', CONTENT_LOCALES)}
      alwaysOn
    />,
    ...relationFilters('resources.content.fields', [
      { key: 'author', field: 'authors', reference: 'content/authors' },
      { key: 'tag', field: 'tags', reference: 'content/tags' },
      { key: 'category', field: 'categories', reference: 'content/categories' },
      { key: 'dossier', field: 'dossier', reference: 'content/dossiers', optionText: 'title' },
    ]),
    // Whole Amsterdam days: from the first moment of the first day to the last moment of the last.
    <DateInput
      key="from"
      source="publicationDate_gte"
      label="app.content.published_from"
      format={toZonedDay}
      parse={dayStart}
    />,
    <DateInput
      key="to"
      source="publicationDate_lte"
      label="app.content.published_to"
      format={toZonedDay}
      parse={dayEnd}
    />,
  ].filter((input) => input !== null);
