import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

const COLORS = { stored: 'default', sent: 'success', failed: 'error' } as const;

export const OutboxStatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = String(record?.status ?? '');
  if (!status) return null;
  return (
    <Chip
      size="small"
      color={COLORS[status as keyof typeof COLORS] ?? 'default'}
      label={translate(`app.outbox_status.${status}`, { _: status })}
    />
  );
};
