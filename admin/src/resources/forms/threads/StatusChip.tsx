import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

const COLOURS = { open: 'warning', awaiting_reply: 'info', in_progress: 'primary', closed: 'default' } as const;

/** A thread's status as a coloured chip. */
export const StatusChip = ({ status }: { status?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = (status ?? record?.status) as keyof typeof COLOURS | undefined;
  if (!value) return null;
  return (
    <Chip
      size="small"
      color={COLOURS[value] ?? 'default'}
      label={translate(`app.formThreads.statuses.${value}`)}
      data-testid="thread-status"
    />
  );
};
