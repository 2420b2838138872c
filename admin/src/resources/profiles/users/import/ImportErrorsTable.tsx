import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportRowIssue } from '@newsroom/config';
import { failuresOf, issueMessage } from './importModel';

/**
 * The first refused rows of a dry run: one line per error (a row with two broken fields has two), each said once,
 * in the user's language, from its code and details.
 */
export const ImportErrorsTable = ({ errors, limit }: { errors: ImportRowIssue[]; limit: number }) => {
  const translate = useTranslate();
  const failures = errors.flatMap(failuresOf).slice(0, limit);
  if (failures.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.users.import.no_errors')}
      </Typography>
    );
  return (
    <Table size="small" data-testid="errors-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.users.import.line')}</TableCell>
          <TableCell>{translate('app.users.import.field')}</TableCell>
          <TableCell>{translate('app.users.import.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {failures.map((issue, i) => (
          <TableRow key={`${issue.line ?? i}-${issue.field ?? ''}-${i}`} data-testid="import-error">
            <TableCell>{issue.line ?? issue.row ?? ''}</TableCell>
            <TableCell>
              {issue.field
                ? translate(`app.users.import.fields.${issue.field.replace('.', '_')}`, { _: issue.field })
                : (issue.column ?? '')}
            </TableCell>
            <TableCell>{issueMessage(issue, translate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
