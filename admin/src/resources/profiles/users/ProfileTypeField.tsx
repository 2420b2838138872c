import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

/** Profile type (LEAD, ACCOUNT, ...) in words. */
export const ProfileTypeField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.type) return null;
  return <Chip size="small" label={translate(`app.profile_types.${record.type}`, { _: String(record.type) })} />;
};
