import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportAnalysis } from '@newsroom/config';
import { ApiError } from '@/providers/apiError';
import { useApi } from '@/providers/useMe';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Step 1: the file goes to the server, which reads format, encoding, delimiter, headers and a sample. */
export const UploadStep = ({ onAnalyzed }: { onAnalyzed: (analysis: ImportAnalysis, file: File) => void }) => {
  const api = useApi();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const analyze = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const result = await api.profileImportAnalyze(file);
      onAnalyzed(result.data, file);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      const message = failure instanceof Error ? failure.message : '';
      setError(
        code ? translate(`app.users.import.codes.${code}`, { _: message }) : message || translate('app.errors.unknown'),
      );
    } finally {
      setBusy(false);
    }
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
          void analyze(event.dataTransfer.files?.[0]);
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
            onChange={(event) => void analyze(event.target.files?.[0])}
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
