import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportAnalysis } from '@newsroom/config';
import { duplicateFields, fieldLabel, fieldNames, sampleRows, type Mapping } from '../importModel';

/** Step 2: each column to a field (the suggestion preselected), with example values from the sample. */
export const MappingStep = ({
  analysis,
  mapping,
  onChange,
}: {
  analysis: ImportAnalysis;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) => {
  const translate = useTranslate();
  const fields = fieldNames(analysis);
  const rows = sampleRows(analysis);
  const twice = duplicateFields(mapping);
  const info = [
    analysis.format?.toUpperCase(),
    analysis.encoding,
    analysis.delimiter
      ? translate('app.users.import.delimiter', { delimiter: analysis.delimiter === '\t' ? 'tab' : analysis.delimiter })
      : null,
    typeof analysis.rows === 'number' ? translate('app.users.import.row_count', { smart_count: analysis.rows }) : null,
  ].filter(Boolean);
  return (
    <Box data-testid="import-mapping">
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        {info.map((text) => (
          <Chip key={String(text)} size="small" label={text} />
        ))}
      </Stack>
      <Typography sx={{ mb: 2 }}>{translate('app.users.import.mapping_text')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.users.import.column')}</TableCell>
            <TableCell>{translate('app.users.import.examples')}</TableCell>
            <TableCell sx={{ width: 280 }}>{translate('app.users.import.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {analysis.headers.map((header, column) => {
            const examples = rows
              .slice(0, 3)
              .map((row) => row.cells[column] ?? '')
              .filter((cell) => cell.trim() !== '');
            const value = mapping[column] ?? '';
            return (
              <TableRow key={`${column}-${header}`} data-testid={`mapping-row-${column}`}>
                <TableCell sx={{ fontWeight: 600 }}>
                  {header || translate('app.users.import.unnamed', { number: column + 1 })}
                </TableCell>
                <TableCell
                  sx={{
                    color: 'text.secondary',
                    maxWidth: 320,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {examples.join(' · ') || '-'}
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={value}
                    label={translate('app.users.import.field')}
                    error={!!value && twice.includes(value)}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    onChange={(event) => {
                      const next = [...mapping];
                      next[column] = event.target.value || null;
                      onChange(next);
                    }}
                    inputProps={{
                      'data-testid': `mapping-select-${column}`,
                      'aria-label': `${translate('app.users.import.field')}: ${header}`,
                    }}
                  >
                    <MenuItem value="">
                      <em>{translate('app.users.import.ignore')}</em>
                    </MenuItem>
                    {fields.map((field) => (
                      <MenuItem key={field} value={field} disabled={field !== value && mapping.includes(field)}>
                        {fieldLabel(translate, field)}
                        {field === 'email' ? ' *' : ''}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {!mapping.includes('email') && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="import-email-missing">
          {translate('app.users.import.email_required')}
        </Alert>
      )}
      {twice.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.users.import.mapped_twice', {
            fields: twice.map((f) => fieldLabel(translate, f)).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
};
