import { AutocompleteInput, DateInput, ReferenceInput, SelectInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
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
      choices={CONTENT_LOCALES.map((id) => ({ id, name: `app.content.locales.${id}` }))}
      alwaysOn
    />,
    <ReferenceInput
      key="author"
      source="authors.documentId"
      reference="content/authors"
      label="resources.content.fields.authors"
    >
      <AutocompleteInput optionText="name" label="resources.content.fields.authors" />
    </ReferenceInput>,
    <ReferenceInput key="tag" source="tags.documentId" reference="content/tags" label="resources.content.fields.tags">
      <AutocompleteInput optionText="name" label="resources.content.fields.tags" />
    </ReferenceInput>,
    <ReferenceInput
      key="category"
      source="categories.documentId"
      reference="content/categories"
      label="resources.content.fields.categories"
    >
      <AutocompleteInput optionText="name" label="resources.content.fields.categories" />
    </ReferenceInput>,
    <ReferenceInput
      key="dossier"
      source="dossier.documentId"
      reference="content/dossiers"
      label="resources.content.fields.dossier"
    >
      <AutocompleteInput optionText="title" label="resources.content.fields.dossier" />
    </ReferenceInput>,
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
