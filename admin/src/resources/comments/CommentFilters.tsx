import { AutocompleteInput, BooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { COMMENT_STATUSES } from './permissions';

/**
 * Sent in Strapi's list dialect, which the moderation route reads: filters[approvalStatus][$eq],
 * filters[item][$eq] (the content item's documentId), filters[reported][$eq], `q` over the text.
 */
export const commentFilters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="approvalStatus"
    choices={COMMENT_STATUSES.map((id) => ({ id, name: `app.comments.statuses.${id}` }))}
    emptyText="app.comments.all_statuses"
    alwaysOn
  />,
  <ReferenceInput key="item" source="item" reference="content" alwaysOn>
    <AutocompleteInput optionText="title" label="resources.comments.fields.item" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <BooleanInput key="reported" source="reported" label="app.comments.only_reported" alwaysOn />,
];
