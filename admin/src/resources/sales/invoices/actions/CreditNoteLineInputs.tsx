import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { formatMoney } from '@/components/money';
import type { CreditableLine } from './creditLines';

/** Per line of the invoice: what it is, its price, how many are left to credit, and how many to credit now. */
export const CreditNoteLineInputs = ({
  lines,
  currency,
  locale,
  quantities,
  errors,
  onChange,
}: {
  lines: CreditableLine[];
  currency?: string;
  locale: string;
  quantities: Record<number, string>;
  errors: Record<number, string>;
  onChange: (index: number, value: string) => void;
}) => {
  const translate = useTranslate();
  const column = (key: string) => translate(`app.invoices.credit.columns.${key}`);
  return (
    <Table size="small" data-testid="credit-lines">
      <TableHead>
        <TableRow>
          <TableCell>{column('description')}</TableCell>
          <TableCell align="right">{column('unitPrice')}</TableCell>
          <TableCell align="right">{column('remaining')}</TableCell>
          <TableCell align="right">{column('quantity')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.index} data-testid="credit-line">
            <TableCell>{line.description}</TableCell>
            <TableCell align="right">{formatMoney(line.unitPrice, currency, locale)}</TableCell>
            <TableCell align="right">
              {translate('app.invoices.credit.remaining', { remaining: line.remaining, quantity: line.quantity })}
            </TableCell>
            <TableCell align="right" sx={{ width: 160 }}>
              <TextField
                type="number"
                size="small"
                value={quantities[line.index] ?? ''}
                placeholder="0"
                onChange={(event) => onChange(line.index, event.target.value)}
                error={!!errors[line.index]}
                helperText={errors[line.index]}
                disabled={line.remaining === 0}
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: line.remaining,
                    step: 'any',
                    'aria-label': translate('app.invoices.credit.quantity_of', { description: line.description }),
                  },
                }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
