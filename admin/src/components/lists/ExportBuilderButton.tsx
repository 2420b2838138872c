import TableViewIcon from '@mui/icons-material/TableViewOutlined';
import { EXPORT_KINDS, EXPORT_START_ACTION, exportKindOfResource } from '@newsroom/config';
import { Button, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAllowedActions } from '@/providers/useMe';

/**
 * "Export…" on a list the export builder knows (issue #23): opens the builder with the list's filter as it is now.
 * Renders nothing on other lists, or for a user who may not export.
 */
export const ExportBuilderButton = () => {
  const { resource, filterValues } = useListContext();
  const allowed = useAllowedActions();
  const navigate = useNavigate();
  const kind = resource ? exportKindOfResource(resource) : undefined;
  if (!kind || !allowed.includes(EXPORT_START_ACTION) || !allowed.includes(EXPORT_KINDS[kind].permission)) return null;
  const open = () => navigate(`/exports?kind=${kind}&filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`);
  return (
    <Button label="app.exports.from_list" onClick={open} data-testid="export-builder-button">
      <TableViewIcon />
    </Button>
  );
};
