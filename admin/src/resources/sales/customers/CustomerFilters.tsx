import { SelectInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { relationFilters, searchByName } from '@/components/lists/ReferenceFilter';
import { vatinTypeChoices } from './CustomerInputs';

/** `q` searches name, contact, e-mail and debtor number (areas.ts); VAT treatment and tag narrow the list. */
export const customerFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="vatinType" source="vatinType" choices={vatinTypeChoices} alwaysOn />,
  ...relationFilters('resources.sales/customers.fields', [
    { key: 'tag', field: 'tags', reference: 'profile-tags', filterToQuery: searchByName },
  ]),
];
