import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ProfileTag } from './TagPicker';

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  CONFIRMED: 'success',
  UNCONFIRMED: 'info',
  FORCE_CHANGE_PASSWORD: 'warning',
  RESET_REQUIRED: 'warning',
  COMPROMISED: 'error',
  ARCHIVED: 'default',
  UNKNOWN: 'default',
};

/** The login account's status (and "blocked" when it is), in words. */
export const AccountStatusField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = String(record?.accountStatus ?? 'UNKNOWN');
  return (
    <Stack direction="row" spacing={0.5} data-testid="account-status">
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLORS[status] ?? 'default'}
        label={translate(`app.users.account_statuses.${status}`, { _: status })}
      />
      {record?.blocked === true && <Chip size="small" color="error" label={translate('app.users.blocked')} />}
    </Stack>
  );
};

/** The profile's tags as chips (list column; reads the populated relation under `expanded`). */
export const TagChips = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const tags = ((record?.expanded as { tags?: ProfileTag[] } | undefined)?.tags ?? []) as ProfileTag[];
  if (!tags.length) return null;
  const shown = tags.slice(0, 4);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {shown.map((tag) => (
        <Chip key={String(tag.documentId ?? tag.id)} size="small" label={tag.name} />
      ))}
      {tags.length > shown.length && <Chip size="small" variant="outlined" label={`+${tags.length - shown.length}`} />}
    </Stack>
  );
};
