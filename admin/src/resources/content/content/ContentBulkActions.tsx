import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import UnpublishIcon from '@mui/icons-material/UnpublishedOutlined';
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
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
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, filterValues, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const locale = (filterValues?.locale as string | undefined) || 'nl';
  const ids = selectedIds.map(String);

  const run = async () => {
    setBusy(true);
    try {
      if (action === 'delete') {
        const result = await api.contentBulkDelete(ids, locale);
        notify('app.content.bulk.deleted', {
          type: 'info',
          messageArgs: { smart_count: result.data?.deleted ?? ids.length },
        });
      } else {
        const result = await api.contentBulkStatus(ids, action === 'publish' ? 'PUBLISHED' : 'UNPUBLISHED', locale);
        notify('app.content.bulk.updated', {
          type: 'info',
          messageArgs: { smart_count: result.data?.updated ?? ids.length },
        });
      }
      unselectAll();
      refresh();
    } catch {
      // The API toast says what went wrong; the selection stays for another try.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        label={`app.content.bulk.${action}`}
        onClick={() => setOpen(true)}
        color={action === 'delete' ? 'error' : 'primary'}
        data-testid={`bulk-${action}`}
      >
        {ICONS[action]}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`app.content.bulk.${action}_title`}
        content={`app.content.bulk.${action}_text`}
        translateOptions={{ smart_count: ids.length }}
        confirmColor={action === 'delete' ? 'warning' : 'primary'}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
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
