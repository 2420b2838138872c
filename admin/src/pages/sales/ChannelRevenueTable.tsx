import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import { useTranslate } from 'react-admin';
import type { RevenueChannel } from '@/providers/orderApi';
import { formatMoney } from '@/components/money';
import { formatNumber } from '@/components/charts/buckets';
import { ChartPickRow, ChartPickTable } from '@/components/charts/ChartPickTable';

interface ChannelRevenueTableProps {
  channels: RevenueChannel[];
  selected?: string;
  locale: string;
  onSelect: (documentId: string) => void;
}

/** Every channel's revenue, orders and open orders in its own currency; a row shows that channel in the chart. */
export const ChannelRevenueTable = ({ channels, selected, locale, onSelect }: ChannelRevenueTableProps) => {
  const translate = useTranslate();
  const column = (key: string, numeric = false) => ({
    label: translate(`app.sales_dashboard.columns.${key}`),
    numeric,
  });
  return (
    <ChartPickTable
      testId="channel-revenue"
      columns={[
        column('name'),
        column('currency'),
        column('revenue', true),
        column('orders', true),
        column('open', true),
      ]}
    >
      {channels.map((channel) => (
        <ChartPickRow
          key={channel.documentId}
          active={channel.documentId === selected}
          onPick={() => onSelect(channel.documentId)}
          buttonLabel={translate('app.sales_dashboard.show_in_chart', { name: channel.name })}
          testId="channel-row"
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
        </ChartPickRow>
      ))}
    </ChartPickTable>
  );
};
