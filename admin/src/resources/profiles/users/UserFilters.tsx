import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ACCOUNT_STATUSES, CREATED_SINCE, choicesOf, typeChoices } from './constants';

const byName = (q: string) => (q ? { name_containsi: q } : {});

/**
 * `q` searches first name, last name, e-mail and screen name (areas.ts searchFields); type and
 * account status are filters[type|accountStatus][$eq]; tag and newsletter filter on the relation's
 * documentId; "created since" is createdAt_since, which the query builder turns into
 * filters[createdAt][$gte]=<now minus the choice> each time the list is fetched.
 */
export const userFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices()} alwaysOn />,
  <SelectInput
    key="accountStatus"
    source="accountStatus"
    choices={choicesOf('account_statuses', ACCOUNT_STATUSES)}
    alwaysOn
  />,
  <ReferenceInput key="tag" source="tags.documentId" reference="profile-tags" label="resources.users.fields.tags">
    <AutocompleteInput optionText="name" label="resources.users.fields.tags" filterToQuery={byName} />
  </ReferenceInput>,
  <ReferenceInput
    key="newsletter"
    source="newsletters.documentId"
    reference="newsletters"
    label="resources.users.fields.newsletters"
  >
    <AutocompleteInput optionText="name" label="resources.users.fields.newsletters" filterToQuery={byName} />
  </ReferenceInput>,
  <SelectInput
    key="createdSince"
    source="createdAt_since"
    label="app.users.filters.created_since"
    choices={CREATED_SINCE.map((id) => ({ id, name: `app.users.created_since.${id}` }))}
    alwaysOn
  />,
];
