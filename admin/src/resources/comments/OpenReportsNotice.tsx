import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useListContext, useTranslate } from 'react-admin';
import { useCommentCounts } from './useCommentCounts';

/**
 * Open reader reports, apart from the pending count of the menu badge (SPEC section 2): a reported comment may
 * be approved already, so it is not in the pending queue. One click lists the reported comments of every status.
 */
export const OpenReportsNotice = () => {
  const counts = useCommentCounts();
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const reports = counts?.reports ?? 0;
  if (reports === 0 || filterValues.reported) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mx: 2, mt: 1 }}
      data-testid="open-reports"
      action={
        <Button color="inherit" size="small" onClick={() => setFilters({ reported: true }, {})}>
          {translate('app.comments.show_reported')}
        </Button>
      }
    >
      {translate('app.comments.open_reports', { smart_count: reports })}
    </Alert>
  );
};
