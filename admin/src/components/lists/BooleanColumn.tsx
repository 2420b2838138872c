import { BooleanField, DataTable, type DataTableColumnProps } from 'react-admin';

/** A list column with a yes/no icon; a missing value shows as "no" (looseValue), as the lists always did. */
export const BooleanColumn = ({ source, ...column }: DataTableColumnProps & { source: string }) => (
  <DataTable.Col source={source} {...column}>
    <BooleanField source={source} looseValue />
  </DataTable.Col>
);
