import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export type Column<Row> = { key: string; align?: 'right'; render: (row: Row) => ReactNode };

/** A small table of campaigns on the overview and statistics pages; the name opens the campaign's page. */
export const CampaignRows = <Row extends { documentId: string; name: string }>({
  rows,
  columns,
  testId,
}: {
  rows: Row[];
  columns: Column<Row>[];
  testId: string;
}) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.mail/campaigns.fields.name')}</TableCell>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align}>
              {translate(`app.mail_overview.columns.${c.key}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.documentId}>
            <TableCell>
              <Link
                component={RouterLink}
                to={createPath({ resource: 'mail/campaigns', id: row.documentId, type: 'show' })}
              >
                {row.name}
              </Link>
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
