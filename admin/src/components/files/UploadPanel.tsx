import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatFileSize, type FileEntry } from '@newsroom/config';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { fileApi } from '@/providers/fileApi';
import { UploadButton } from '../UploadButton';

type Item = { key: string; name: string; size: number; share: number; error?: string; done?: boolean };

/**
 * Several files to the current folder by drag and drop or the upload button: one request per file, each with
 * its own progress bar and, when the server refuses it (the upload policy's "file type not allowed", a name
 * already in the folder), its own reason; the other files go on.
 */
export const UploadPanel = ({
  path,
  accept,
  onUploaded,
}: {
  path: string;
  accept?: string;
  onUploaded: (file: FileEntry) => void;
}) => {
  const translate = useTranslate();
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [over, setOver] = useState(false);
  const busy = items.some((i) => !i.done && !i.error);

  const change = (key: string, patch: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const start = async (files: File[]) => {
    const added = files.map((f, n) => ({ key: `${Date.now()}-${n}-${f.name}`, name: f.name, size: f.size, share: 0 }));
    setItems((list) => [...list.filter((i) => !i.done), ...added]);
    // One after the other: the progress bars fill in order and the server is not asked for all at once.
    for (const [n, file] of files.entries()) {
      const { key } = added[n];
      try {
        const stored = await fileApi.fileUpload(path, file, (share) => change(key, { share }));
        change(key, { share: 1, done: true });
        onUploaded(stored);
      } catch (error) {
        change(key, { error: error instanceof ApiError ? errorText(error, translate) : String(error) });
      }
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length) void start(files);
  };

  return (
    <Box
      data-testid="files-dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: 2,
        mb: 2,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <UploadButton
          inputId={inputId}
          labelKey="app.files.upload"
          busy={busy}
          accept={accept}
          multiple
          onFiles={start}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('app.files.drop_here')}
        </Typography>
      </Box>
      {items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} data-testid="files-uploads">
          {items.map((item) => (
            <Box component="li" key={item.key} sx={{ mt: 1 }} data-testid="files-upload-item">
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {item.name} · {formatFileSize(item.size)}
                {item.done ? ` · ${translate('app.files.uploaded')}` : ''}
              </Typography>
              {item.error ? (
                <Alert severity="error" sx={{ mt: 0.5 }} data-testid="files-upload-refused">
                  {item.error}
                </Alert>
              ) : (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(item.share * 100)}
                  aria-label={translate('app.files.progress', { name: item.name })}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
