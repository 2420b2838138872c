import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { orderTotals, type PricedLine } from '@newsroom/config';
import { useLocale, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@/components/money';

const usable = (n: unknown) => n !== null && n !== undefined && n !== '' && Number.isFinite(Number(n));

/** Lines with numbers in them (and a product, where lines are products), as the totals rule takes them. */
const pricedLines = (lines: unknown, requireProduct: boolean): PricedLine[] =>
  (Array.isArray(lines) ? lines : [])
    .filter((l) => (!requireProduct || l?.product) && usable(l?.quantity) && usable(l?.unitPrice))
    .map((l) => ({
      quantity: Number(l.quantity),
      unitPrice: Number(l.unitPrice),
      taxPercentage: usable(l.taxPercentage) ? Number(l.taxPercentage) : 0,
    }));

/**
 * A live preview of the totals with the same rounding rule as the server (`orderTotals`: VAT per
 * rate over the sum of its lines). The server's numbers, computed on save, are the ones that count.
 * Also the invoice form's preview (free lines without products, the channel's currency).
 */
export const OrderTotalsPreview = ({
  currency: fixedCurrency,
  requireProduct = true,
}: { currency?: string; requireProduct?: boolean } = {}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [lines, formCurrency] = useWatch({ name: ['lines', 'currency'] }) as [unknown, string | undefined];
  // An order has a currency field; an invoice's currency is its channel's, given by the caller.
  const currency = fixedCurrency ?? formCurrency;
  const priced = pricedLines(lines, requireProduct);
  if (!currency || priced.length === 0) return null;
  const totals = orderTotals(priced);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  return (
    <Box sx={{ width: '100%', maxWidth: 420, ml: 'auto', mb: 2 }} data-testid="totals-preview">
      <Typography variant="subtitle2">{translate('app.orders.totals_title')}</Typography>
      <Table size="small">
        <TableBody>
          <TableRow>
            <TableCell>{translate('resources.sales/orders.fields.subtotal')}</TableCell>
            <TableCell align="right">{money(totals.subtotal)}</TableCell>
          </TableRow>
          {totals.taxes.map((group) => (
            <TableRow key={group.rate} data-testid="preview-tax">
              <TableCell>
                {translate('app.orders.tax_line', {
                  rate: group.rate.toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL'),
                  base: money(group.base),
                })}
              </TableCell>
              <TableCell align="right">{money(group.tax)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{translate('resources.sales/orders.fields.total')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="preview-total">
              {money(totals.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        {translate('app.orders.totals_help')}
      </Typography>
    </Box>
  );
};
