import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';

type Named = { name?: string; title?: string };

/** Names of populated relations (list columns read record.expanded). */
export const RelationNames = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const value = (record?.expanded as Record<string, Named[] | Named | null> | undefined)?.[source];
  const items = Array.isArray(value) ? value : value ? [value] : [];
  if (!items.length) return null;
  return <>{items.map((item) => item.name ?? item.title ?? '').join(', ')}</>;
};

export const ContentTypeField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.type) return null;
  return <>{translate(`app.content.types.${record.type}`, { _: String(record.type) })}</>;
};

const STATUS_COLORS = { PUBLISHED: 'success', PLANNED: 'info', UNPUBLISHED: 'default' } as const;

/** The status; for PLANNED also when it goes live, in Europe/Amsterdam time. */
export const ContentStatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record?.status) return null;
  const status = String(record.status) as keyof typeof STATUS_COLORS;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Chip
        size="small"
        color={STATUS_COLORS[status] ?? 'default'}
        label={translate(`app.content.statuses.${status}`, { _: status })}
      />
      {status === 'PLANNED' && record.publishAt && (
        <Typography variant="caption" data-testid="planned-at">
          {formatDateTime(record.publishAt, locale)}
        </Typography>
      )}
    </Stack>
  );
};
