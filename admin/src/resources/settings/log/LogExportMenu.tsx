import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { EXPORT_FORMATS, type ExportFormat } from '@newsroom/config';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '@/providers/http';
import { useApiMutation } from '@/components/useApiMutation';
import { logApi } from './logApi';

/** Exports the log as it is filtered now (every page, newest first) to CSV or XLSX. */
export const LogExportMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { run: download, busy } = useApiMutation((format: ExportFormat) => logApi.exportLog(format, filterValues), {
    onSuccess: (file, format) => {
      saveFile(file, `logboek-${new Date().toISOString().slice(0, 10)}.${format}`);
      notify('app.log.export.done', { type: 'info' });
    },
  });
  return (
    <>
      <Button
        label="app.log.export.button"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy || total === 0}
        aria-haspopup="menu"
        data-testid="export-button"
      >
        {busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              download(format);
            }}
            data-testid={`export-${format}`}
          >
            {translate(`app.log.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
