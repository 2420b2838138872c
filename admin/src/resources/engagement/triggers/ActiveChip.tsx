import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

/** Whether the trigger's schedule runs: "Aan" (green) or "Uit". */
export const ActiveChip = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const on = record.active === true;
  return (
    <Chip
      size="small"
      color={on ? 'success' : 'default'}
      label={translate(on ? 'app.triggers.on' : 'app.triggers.off')}
      data-testid="trigger-active"
    />
  );
};
