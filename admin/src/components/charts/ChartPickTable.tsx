import ShowChartIcon from '@mui/icons-material/ShowChartOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

interface ChartPickTableProps {
  /** The column headings; numbers are right-aligned. */
  columns: { label: string; numeric?: boolean }[];
  testId: string;
  /** ChartPickRow elements. */
  children: ReactNode;
}

/**
 * A report's table whose rows choose what the chart beside it shows (a sales channel, a content item):
 * a click on a row or on its chart button picks it.
 */
export const ChartPickTable = ({ columns, testId, children }: ChartPickTableProps) => (
  <Table size="small" data-testid={testId}>
    <TableHead>
      <TableRow>
        {columns.map(({ label, numeric }) => (
          <TableCell key={label} align={numeric ? 'right' : undefined}>
            {label}
          </TableCell>
        ))}
        <TableCell padding="checkbox" />
      </TableRow>
    </TableHead>
    <TableBody>{children}</TableBody>
  </Table>
);

interface ChartPickRowProps {
  /** This row is what the chart shows now. */
  active: boolean;
  onPick: () => void;
  /** The accessible name of the row's chart button. */
  buttonLabel: string;
  testId: string;
  /** The row's cells, one per column. */
  children: ReactNode;
}

/** One row of a ChartPickTable, its cells followed by the chart button. */
export const ChartPickRow = ({ active, onPick, buttonLabel, testId, children }: ChartPickRowProps) => (
  <TableRow hover selected={active} onClick={onPick} sx={{ cursor: 'pointer' }} data-testid={testId}>
    {children}
    <TableCell padding="checkbox">
      <IconButton
        size="small"
        aria-label={buttonLabel}
        aria-pressed={active}
        color={active ? 'primary' : 'default'}
        onClick={(event) => {
          // The row would pick it a second time.
          event.stopPropagation();
          onPick();
        }}
      >
        <ShowChartIcon fontSize="small" />
      </IconButton>
    </TableCell>
  </TableRow>
);
