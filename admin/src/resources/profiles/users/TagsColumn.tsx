import { DataTable } from 'react-admin';
import { TagChips } from './ProfileFields';

/**
 * The tags column of the profile and customer lists: the first tags as chips, not sortable (a relation).
 * Its source stays on the element (`<TagsColumn source="tags" />`) so the responsive table can name it.
 */
export const TagsColumn = ({ source }: { source: 'tags' }) => (
  <DataTable.Col source={source} disableSort>
    <TagChips />
  </DataTable.Col>
);
