import { ListExportMenu } from '@/components/lists/ListExportMenu';
import { logApi } from './logApi';

/** Exports the log as it is filtered now (every page, newest first) to CSV or XLSX. */
export const LogExportMenu = () => <ListExportMenu texts="log" fileName="logboek" fetchFile={logApi.exportLog} />;
