import ShowChartIcon from '@mui/icons-material/ShowChartOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { RevenueChannel } from '@/providers/orderApi';
import { formatMoney } from '@/resources/sales/money';
import { formatNumber } from '@/components/charts/buckets';

interface ChannelRevenueTableProps {
  channels: RevenueChannel[];
  selected?: string;
  locale: string;
  onSelect: (documentId: string) => void;
}

/** Every channel's revenue, orders and open orders in its own currency; a row shows that channel in the chart. */
export const ChannelRevenueTable = ({ channels, selected, locale, onSelect }: ChannelRevenueTableProps) => {
  const translate = useTranslate();
  const column = (key: string) => translate(`app.sales_dashboard.columns.${key}`);
  return (
    <Table size="small" data-testid="channel-revenue">
      <TableHead>
        <TableRow>
          <TableCell>{column('name')}</TableCell>
          <TableCell>{column('currency')}</TableCell>
          <TableCell align="right">{column('revenue')}</TableCell>
          <TableCell align="right">{column('orders')}</TableCell>
          <TableCell align="right">{column('open')}</TableCell>
          <TableCell padding="checkbox" />
        </TableRow>
      </TableHead>
      <TableBody>
        {channels.map((channel) => {
          const active = channel.documentId === selected;
          return (
            <TableRow
              key={channel.documentId}
              hover
              selected={active}
              onClick={() => onSelect(channel.documentId)}
              sx={{ cursor: 'pointer' }}
              data-testid="channel-row"
            >
              <TableCell>
                {channel.name}
                {channel.isDefault && (
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ ml: 1 }}
                    label={translate('app.sales_dashboard.default_chip')}
                  />
                )}
              </TableCell>
              <TableCell>{channel.currency}</TableCell>
              <TableCell align="right">{formatMoney(channel.total, channel.currency, locale)}</TableCell>
              <TableCell align="right">{formatNumber(channel.orders, locale)}</TableCell>
              <TableCell align="right">
                {translate('app.sales_dashboard.open_value', {
                  count: formatNumber(channel.open.count, locale),
                  amount: formatMoney(channel.open.amount, channel.currency, locale),
                })}
              </TableCell>
              <TableCell padding="checkbox">
                <IconButton
                  size="small"
                  aria-label={translate('app.sales_dashboard.show_in_chart', { name: channel.name })}
                  aria-pressed={active}
                  color={active ? 'primary' : 'default'}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(channel.documentId);
                  }}
                >
                  <ShowChartIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
