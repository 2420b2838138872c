import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { EXPORT_FORMATS, type ExportFormat } from '@newsroom/config';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '@/providers/http';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';

/**
 * Exports the list as it is filtered now (every page) to CSV or XLSX:
 * GET /api/profiles/export?format=csv|xlsx&<the list's filters[...]>.
 */
export const ExportMenu = () => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // One call that answers with the whole file, saved once it is in; a refusal is toasted by the transport.
  const { run: download, busy } = useApiMutation(
    (format: ExportFormat) => api.profileExport(format, { filter: filterValues }),
    {
      onSuccess: (file, format) => {
        const day = new Date().toISOString().slice(0, 10);
        saveFile(file, `profielen-${day}.${format}`);
        notify('app.users.export.done', { type: 'info' });
      },
    },
  );
  const run = (format: ExportFormat) => {
    setAnchor(null);
    download(format);
  };

  return (
    <>
      <Button
        label="app.users.export.button"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy || total === 0}
        aria-haspopup="menu"
        data-testid="export-button"
      >
        {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => run(format)} data-testid={`export-${format}`}>
            {translate(`app.users.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
