import PublishIcon from '@mui/icons-material/PublishOutlined';
import UnpublishIcon from '@mui/icons-material/UnpublishedOutlined';
import { BulkConfirmButton } from '@/components/lists/BulkConfirmButton';
import { usePermitted } from '@/components/usePermitted';
import { useApi } from '@/providers/useMe';

/** Publish or withdraw the selected products after a confirmation; all or nothing on the server. */
const BulkPublish = ({ published }: { published: boolean }) => {
  const api = useApi();
  const action = published ? 'publish' : 'unpublish';
  return (
    <BulkConfirmButton
      label={`app.products.bulk.${action}`}
      title={`app.products.bulk.${action}_title`}
      content={`app.products.bulk.${action}_text`}
      icon={published ? <PublishIcon /> : <UnpublishIcon />}
      testId={`bulk-${action}`}
      call={async (ids) => (await api.productBulkPublish(ids, published)).data.count}
      doneMessage={`app.products.bulk.${action}ed`}
    />
  );
};

export const ProductBulkActions = () => (
  <>
    <BulkPublish published />
    <BulkPublish published={false} />
  </>
);

export const useCanBulkPublish = () => usePermitted('bulkPublish');
