import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportAnalysis } from '@newsroom/config';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';
import { importRefusalText } from '../importRefusal';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Step 1: the file goes to the server, which reads format, encoding, delimiter, headers and a sample. */
export const UploadStep = ({ onAnalyzed }: { onAnalyzed: (analysis: ImportAnalysis, file: File) => void }) => {
  const api = useApi();
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Silent call: the step explains a refusal itself, under the drop zone.
  const { runAsync, busy } = useApiMutation((file: File) => api.profileImportAnalyze(file), {
    onSuccess: (result, file) => onAnalyzed(result.data, file),
  });

  const analyze = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    runAsync(file).catch((failure: unknown) => setError(importRefusalText(failure, translate)));
  };

  return (
    <Box data-testid="import-upload">
      <Typography sx={{ mb: 2 }}>{translate('app.users.import.upload_text')}</Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          analyze(event.dataTransfer.files?.[0]);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
        }}
      >
        <UploadIcon sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden />
        <Typography sx={{ mb: 2 }}>{translate('app.users.import.drop')}</Typography>
        <Button variant="contained" component="label" disabled={busy}>
          {translate(busy ? 'app.users.import.analyzing' : 'app.users.import.choose')}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            data-testid="import-file"
            onChange={(event) => analyze(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.users.import.formats')}
        </Typography>
      </Box>
      {busy && <LinearProgress sx={{ mt: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="import-upload-error">
          {error}
        </Alert>
      )}
    </Box>
  );
};
