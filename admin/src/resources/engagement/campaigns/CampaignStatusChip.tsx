import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const COLOR: Record<string, 'default' | 'info' | 'warning' | 'success' | 'error' | 'primary'> = {
  OPEN: 'default',
  SCHEDULED: 'info',
  IMMEDIATE: 'primary',
  PREPARING: 'primary',
  EXECUTING: 'primary',
  PAUSED: 'warning',
  COMPLETED: 'success',
  SUCCESS: 'success',
  INVALID: 'error',
  FAILED: 'error',
};

/** A campaign's status in the user's language, coloured by what it asks of the user. */
export const CampaignStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOR[status] ?? 'default'}
      label={translate(`app.campaigns.status.${status}`, { _: status })}
      data-testid="campaign-status"
    />
  );
};
