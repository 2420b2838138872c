import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { EXPORT_FORMATS, type ExportFormat } from '@newsroom/config';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { saveFile, type DownloadedFile } from '@/providers/http';
import { useApiMutation } from '@/components/useApiMutation';

/**
 * Exports a list as it is filtered now (every page) to CSV or XLSX: one call that answers with the whole file, saved
 * once it is in; a refusal is toasted by the transport. `texts` names the list's `app.<texts>.export.*` keys.
 */
export const ListExportMenu = ({
  texts,
  fileName,
  fetchFile,
}: {
  texts: string;
  fileName: string;
  fetchFile: (format: ExportFormat, filter: Record<string, unknown>) => Promise<DownloadedFile>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { run: download, busy } = useApiMutation((format: ExportFormat) => fetchFile(format, filterValues), {
    onSuccess: (file, format) => {
      saveFile(file, `${fileName}-${new Date().toISOString().slice(0, 10)}.${format}`);
      notify(`app.${texts}.export.done`, { type: 'info' });
    },
  });
  return (
    <>
      <Button
        label={`app.${texts}.export.button`}
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
            {translate(`app.${texts}.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
