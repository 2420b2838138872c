import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

/** PUBLIC (website subscriptions) or PRIVATE (staff only), as a small label. */
export const VisibilityChip = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.visibility) return null;
  return (
    <Chip
      size="small"
      color={record.visibility === 'PUBLIC' ? 'success' : 'default'}
      label={translate(`app.mailLists.visibility.${record.visibility}`)}
    />
  );
};
