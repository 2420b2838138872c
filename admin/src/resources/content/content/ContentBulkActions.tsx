import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import UnpublishIcon from '@mui/icons-material/UnpublishedOutlined';
import type { ReactElement } from 'react';
import { useListContext } from 'react-admin';
import { BulkConfirmButton } from '@/components/lists/BulkConfirmButton';
import { usePermitted } from '@/components/usePermitted';
import { useApi } from '@/providers/useMe';

type Action = 'publish' | 'unpublish' | 'delete';

const ICONS: Record<Action, ReactElement> = {
  publish: <PublishIcon />,
  unpublish: <UnpublishIcon />,
  delete: <DeleteIcon />,
};

/** One bulk action: asks first, then calls the contents bulk endpoint for the selected documents. */
const BulkAction = ({ action }: { action: Action }) => {
  const api = useApi();
  const { filterValues } = useListContext();
  const locale = (filterValues?.locale as string | undefined) || 'nl';
  const call = async (ids: string[]) =>
    action === 'delete'
      ? (await api.contentBulkDelete(ids, locale)).data?.deleted
      : (await api.contentBulkStatus(ids, action === 'publish' ? 'PUBLISHED' : 'UNPUBLISHED', locale)).data?.updated;
  return (
    <BulkConfirmButton
      label={`app.content.bulk.${action}`}
      title={`app.content.bulk.${action}_title`}
      content={`app.content.bulk.${action}_text`}
      icon={ICONS[action]}
      testId={`bulk-${action}`}
      danger={action === 'delete'}
      call={call}
      doneMessage={action === 'delete' ? 'app.content.bulk.deleted' : 'app.content.bulk.updated'}
    />
  );
};

/** Publish / unpublish / delete for the selected rows, each only with its permission. */
export const ContentBulkActions = () => {
  const canStatus = usePermitted('bulkStatus');
  const canDelete = usePermitted('bulkDelete');
  return (
    <>
      {canStatus && <BulkAction action="publish" />}
      {canStatus && <BulkAction action="unpublish" />}
      {canDelete && <BulkAction action="delete" />}
    </>
  );
};

/** Whether any bulk action is allowed (otherwise rows get no checkboxes). */
export const useHasBulkActions = () => {
  const canStatus = usePermitted('bulkStatus');
  const canDelete = usePermitted('bulkDelete');
  return canStatus || canDelete;
};
