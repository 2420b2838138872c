import { useApiMutation } from '@/components/useApiMutation';
import { saveFile } from '@/providers/http';
import { useApi } from '@/providers/useMe';

/**
 * The refused rows of an import as a file in the upload's format: of its last run, or of its dry run
 * (`source` 'dry-run'). `downloading` while it loads; a refusal is toasted by the transport.
 */
export const useErrorsDownload = (importId: string | null, source?: 'dry-run') => {
  const api = useApi();
  const { run, busy } = useApiMutation(async () => {
    if (!importId) return;
    saveFile(await api.profileImportErrors(importId, source), `import-fouten-${importId}.csv`);
  });
  return { download: () => run(), downloading: busy };
};
