import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Children, isValidElement, type ReactNode } from 'react';
import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';

/** How many of the key columns a phone (below 600 px) keeps. */
export const PHONE_COLUMNS = 2;

type ColumnProps = { source?: string; label?: unknown };

/** A column is named by its source, or by its label when it has none (an actions column). */
const columnName = (child: ReactNode): string | undefined => {
  if (!isValidElement<ColumnProps>(child)) return undefined;
  const { source, label } = child.props;
  return source ?? (typeof label === 'string' ? label : undefined);
};

/** The columns to render for a width: all, the key columns (below 1200 px), or the first key columns (phones). */
export const visibleColumns = (
  children: ReactNode,
  keyColumns: readonly string[],
  width: 'wide' | 'narrow' | 'phone',
) => {
  if (width === 'wide') return children;
  const kept = width === 'phone' ? keyColumns.slice(0, PHONE_COLUMNS) : keyColumns;
  return Children.toArray(children).filter((child) => {
    const name = columnName(child);
    return name !== undefined && kept.includes(name);
  });
};

export type ResponsiveDataTableProps<RecordType extends RaRecord = RaRecord> = DataTableProps<RecordType> & {
  /**
   * The columns that matter most, most important first (by source; by label for a column without
   * one). Below 1200 px (a sidebar beside a 992 px window leaves about 700 px) only these show, on
   * phones (below 600 px) only the first two, so no list makes the page scroll sideways; from
   * 1200 px every column shows.
   */
  keyColumns: readonly string[];
};

/** Every list's table: react-admin's DataTable with the column set for the window's width. */
export const ResponsiveDataTable = <RecordType extends RaRecord = RaRecord>({
  keyColumns,
  children,
  sx,
  ...props
}: ResponsiveDataTableProps<RecordType>) => {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const width = phone ? 'phone' : narrow ? 'narrow' : 'wide';
  return (
    // A cell that is still too wide (a very long e-mail address) scrolls inside the table, not the page.
    <DataTable<RecordType>
      {...props}
      sx={[
        // On the table's wrapper, not the root: the bulk-actions bar above the table slides over the list
        // toolbar, and a clipping root would put it under that toolbar.
        { maxWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } },
        // Narrow: long words (e-mail addresses) break instead of widening their column.
        width === 'wide' ? {} : { '& td': { overflowWrap: 'anywhere' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {visibleColumns(children, keyColumns, width)}
    </DataTable>
  );
};

ResponsiveDataTable.Col = DataTable.Col;
