import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { vatinTypeChoices } from './CustomerInputs';

const byName = (q: string) => (q ? { name_containsi: q } : {});

/** `q` searches name, contact, e-mail and debtor number (areas.ts); VAT treatment and tag narrow the list. */
export const customerFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="vatinType" source="vatinType" choices={vatinTypeChoices} alwaysOn />,
  <ReferenceInput
    key="tag"
    source="tags.documentId"
    reference="profile-tags"
    label="resources.sales/customers.fields.tags"
  >
    <AutocompleteInput optionText="name" label="resources.sales/customers.fields.tags" filterToQuery={byName} />
  </ReferenceInput>,
];
