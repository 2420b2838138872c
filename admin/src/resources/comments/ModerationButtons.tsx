import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import RejectIcon from '@mui/icons-material/BlockOutlined';
import { Button, useListContext, useRecordContext } from 'react-admin';
import { useAllowedActions } from '@/providers/useMe';
import type { CommentRecord } from './CommentFields';
import { COMMENT_ACTIONS, type Decision } from './permissions';
import { useModerate } from './useModerate';

const ICON = { approve: <ApproveIcon />, reject: <RejectIcon /> };
const DONE: Record<Decision, CommentRecord['approvalStatus']> = { approve: 'APPROVED', reject: 'REJECTED' };

/** Approve and reject on one row. `data-action` lets the keyboard shortcuts find them. */
export const RowModeration = () => {
  const record = useRecordContext<CommentRecord>();
  const allowed = useAllowedActions();
  const { moderate, busy } = useModerate();
  if (!record) return null;
  const buttons = (['approve', 'reject'] as const).filter((decision) => allowed.includes(COMMENT_ACTIONS[decision]));
  return (
    <>
      {buttons.map((decision) => (
        <Button
          key={decision}
          label={`app.comments.${decision}`}
          color={decision === 'approve' ? 'success' : 'error'}
          disabled={busy || record.approvalStatus === DONE[decision]}
          onClick={(event) => {
            event.stopPropagation();
            void moderate(decision, [record.numericId]);
          }}
          data-action={decision}
          data-testid={`comment-${decision}-${record.numericId}`}
        >
          {ICON[decision]}
        </Button>
      ))}
    </>
  );
};

/** Approve or reject every selected comment in one all-or-nothing request. */
export const BulkModeration = () => {
  const { selectedIds, data } = useListContext<CommentRecord>();
  const allowed = useAllowedActions();
  const { moderate, busy } = useModerate();
  const numericIds = selectedIds.map((id) => data?.find((row) => row.id === id)?.numericId ?? id);
  return (
    <>
      {(['approve', 'reject'] as const)
        .filter((decision) => allowed.includes(COMMENT_ACTIONS[`${decision}Many`]))
        .map((decision) => (
          <Button
            key={decision}
            label={`app.comments.bulk_${decision}`}
            color={decision === 'approve' ? 'success' : 'error'}
            disabled={busy}
            onClick={() => void moderate(decision, numericIds)}
            data-testid={`bulk-${decision}`}
          >
            {ICON[decision]}
          </Button>
        ))}
    </>
  );
};
