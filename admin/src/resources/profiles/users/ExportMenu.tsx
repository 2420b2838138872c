import { ListExportMenu } from '@/components/lists/ListExportMenu';
import { useApi } from '@/providers/useMe';

/**
 * Exports the list as it is filtered now (every page) to CSV or XLSX:
 * GET /api/profiles/export?format=csv|xlsx&<the list's filters[...]>.
 */
export const ExportMenu = () => {
  const api = useApi();
  return (
    <ListExportMenu
      texts="users"
      fileName="profielen"
      fetchFile={(format, filter) => api.profileExport(format, { filter })}
    />
  );
};
