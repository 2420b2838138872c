import { SelectInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { relationFilters, searchByName } from '@/components/lists/ReferenceFilter';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { ACCOUNT_STATUSES, CREATED_SINCE, choicesOf, typeChoices } from './constants';

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
  ...relationFilters('resources.users.fields', [
    { key: 'tag', field: 'tags', reference: 'profile-tags', filterToQuery: searchByName },
    { key: 'newsletter', field: 'newsletters', reference: 'newsletters', filterToQuery: searchByName },
  ]),
  <SelectInput
    key="createdSince"
    source="createdAt_since"
    label="app.users.filters.created_since"
    choices={translatedChoices('app.users.created_since', CREATED_SINCE)}
    alwaysOn
  />,
];
