import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import type { UploadedFile } from '@newsroom/config';
import { useApi } from '../providers/useMe';

/**
 * A media field (cover, audio, download): the file goes to POST /api/upload first and the form
 * keeps the upload object; the data provider writes its numeric id. `downloadHref` links a stored
 * file that is not served from /uploads (a profile's private CV).
 */
export const MediaInput = ({
  source,
  accept,
  downloadHref,
}: {
  source: string;
  accept?: string;
  downloadHref?: (file: UploadedFile) => string | undefined;
}) => {
  const api = useApi();
  const translate = useTranslate();
  const resource = useResourceContext();
  const inputId = useId();
  const { field, fieldState } = useInput({ source });
  const [busy, setBusy] = useState(false);
  const value = field.value as UploadedFile | null | undefined;
  const href = value ? downloadHref?.(value) : undefined;
  const isImage =
    value?.url && (value.mime ? value.mime.startsWith('image/') : /\.(png|jpe?g|gif|webp|svg|avif)$/i.test(value.url));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const [uploaded] = await api.upload(file);
      if (uploaded) field.onChange(uploaded);
    } catch {
      // The API toast explains the failure; the previous file stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ my: 1 }} data-testid={`media-${source}`}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        <FieldTitle source={source} resource={resource} />
      </Typography>
      {value?.url &&
        (isImage ? (
          <Box component="img" src={value.url} alt="" sx={{ maxWidth: 240, maxHeight: 160, display: 'block', mb: 1 }} />
        ) : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {href ? (
              <Link href={href} download data-testid={`media-${source}-download`}>
                {value.name ?? value.url}
              </Link>
            ) : (
              (value.name ?? value.url)
            )}
          </Typography>
        ))}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" component="label" disabled={busy}>
          {translate(busy ? 'app.media.uploading' : 'app.media.choose')}
          <input id={inputId} hidden type="file" accept={accept} onChange={(e) => void choose(e.target.files?.[0])} />
        </Button>
        {value && (
          <Button color="error" onClick={() => field.onChange(null)}>
            {translate('app.media.remove')}
          </Button>
        )}
      </Box>
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
};
