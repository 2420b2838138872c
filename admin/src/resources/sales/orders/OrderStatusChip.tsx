import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const COLORS: Record<string, ChipProps['color']> = {
  PENDING: 'warning',
  PAID: 'info',
  CLOSED: 'success',
  CANCELLED: 'default',
  EXPIRED: 'default',
};

/** An order's status as a coloured chip: pending needs payment, paid needs closing, the rest is done. */
export const OrderStatusChip = ({ status, size = 'small' }: { status?: string; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size={size}
      color={COLORS[status] ?? 'default'}
      label={translate(`app.orders.statuses.${status}`, { _: status })}
      data-testid="order-status"
    />
  );
};

export const OrderTypeLabel = ({ type }: { type?: string }) => {
  const translate = useTranslate();
  return <>{type ? translate(`app.orders.types.${type}`, { _: type }) : ''}</>;
};
