import type { RaRecord } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { ResponsiveDataTable, type ResponsiveDataTableProps } from '@/components/ResponsiveDataTable';

export type ListTableProps<RecordType extends RaRecord = RaRecord> = ResponsiveDataTableProps<RecordType> & {
  /** The list's name in the catalog and the test ids: "no match" says app.<texts>.no_match (`<texts>-no-match`). */
  texts: string;
};

/**
 * The table of a list screen: rows get checkboxes only when the list offers bulk actions, and filters that
 * match nothing say so in the list's own words.
 */
export const ListTable = <RecordType extends RaRecord = RaRecord>({
  texts,
  bulkActionButtons = false,
  ...props
}: ListTableProps<RecordType>) => (
  <ResponsiveDataTable<RecordType>
    bulkActionButtons={bulkActionButtons}
    empty={<EmptyState titleKey={`app.${texts}.no_match`} testId={`${texts}-no-match`} />}
    {...props}
  />
);
