import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney, numberLocale } from '@/components/money';
import type { OrderLine } from './orderRecord';

type TaxGroup = { rate: number; base: number; tax: number };

/**
 * The order's lines and its totals as the server computed them: subtotal, VAT per rate, total. Also an
 * invoice's (`columns`: its own headings; `negative`: a credit note's amounts shown below zero).
 */
export const OrderLinesTable = ({
  columns = 'app.orders.columns',
  negative = false,
}: { columns?: string; negative?: boolean } = {}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const money = (cents: unknown) =>
    formatMoney(negative ? -Math.abs(Number(cents ?? 0)) : cents, record.currency, locale);
  const percent = (rate: unknown) => `${Number(rate ?? 0).toLocaleString(numberLocale(locale))}%`;
  const column = (key: string) => translate(`${columns}.${key}`);
  const lines = (record.lines ?? []) as OrderLine[];
  const taxes = (record.taxes ?? []) as TaxGroup[];
  const sumRow = (label: string, value: string, strong = false, testId?: string) => (
    <TableRow>
      <TableCell colSpan={4} align="right" sx={{ fontWeight: strong ? 600 : undefined, borderBottom: 'none' }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: strong ? 600 : undefined, borderBottom: 'none' }} data-testid={testId}>
        {value}
      </TableCell>
    </TableRow>
  );
  return (
    // On a phone the five columns are wider than the card: the table scrolls, not the page.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="order-lines-table">
        <TableHead>
          <TableRow>
            <TableCell>{column('product')}</TableCell>
            <TableCell align="right">{column('quantity')}</TableCell>
            <TableCell align="right">{column('unitPrice')}</TableCell>
            <TableCell align="right">{column('taxPercentage')}</TableCell>
            <TableCell align="right">{column('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={i} data-testid="order-line">
              <TableCell>
                {line.description}
                {line.sku && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {line.sku}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unitPrice)}</TableCell>
              <TableCell align="right">{percent(line.taxPercentage)}</TableCell>
              <TableCell align="right">{money(line.amount)}</TableCell>
            </TableRow>
          ))}
          {sumRow(translate('resources.sales/orders.fields.subtotal'), money(record.subtotal))}
          {taxes.map((group) => (
            <TableRow key={group.rate}>
              <TableCell colSpan={4} align="right" sx={{ borderBottom: 'none' }}>
                {translate('app.orders.tax_line', {
                  rate: Number(group.rate).toLocaleString(numberLocale(locale)),
                  base: money(group.base),
                })}
              </TableCell>
              <TableCell align="right" sx={{ borderBottom: 'none' }}>
                {money(group.tax)}
              </TableCell>
            </TableRow>
          ))}
          {sumRow(translate('resources.sales/orders.fields.total'), money(record.total), true, 'order-total')}
        </TableBody>
      </Table>
    </Box>
  );
};
