import PublishIcon from '@mui/icons-material/PublishOutlined';
import UnpublishIcon from '@mui/icons-material/UnpublishedOutlined';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { usePermitted } from '@/components/usePermitted';
import { useApi } from '@/providers/useMe';

/** Publish or withdraw the selected products after a confirmation; all or nothing on the server. */
const BulkPublish = ({ published }: { published: boolean }) => {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const action = published ? 'publish' : 'unpublish';

  const run = async () => {
    setBusy(true);
    try {
      const result = await api.productBulkPublish(selectedIds.map(String), published);
      notify(`app.products.bulk.${action}ed`, { type: 'info', messageArgs: { smart_count: result.data.count } });
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
      <Button label={`app.products.bulk.${action}`} onClick={() => setOpen(true)} data-testid={`bulk-${action}`}>
        {published ? <PublishIcon /> : <UnpublishIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`app.products.bulk.${action}_title`}
        content={`app.products.bulk.${action}_text`}
        translateOptions={{ smart_count: selectedIds.length }}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export const ProductBulkActions = () => (
  <>
    <BulkPublish published />
    <BulkPublish published={false} />
  </>
);

export const useCanBulkPublish = () => usePermitted('bulkPublish');
