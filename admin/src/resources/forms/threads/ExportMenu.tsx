import { ListExportMenu } from '@/components/lists/ListExportMenu';
import { useApi } from '@/providers/useMe';

/** Exports the submissions as the list is filtered now (every page) to CSV or XLSX. */
export const ExportMenu = () => {
  const api = useApi();
  return <ListExportMenu texts="formThreads" fileName="inzendingen" fetchFile={api.formThreadExport} />;
};
