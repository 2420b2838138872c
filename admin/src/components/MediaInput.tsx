import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import type { UploadedFile } from '@newsroom/config';
import { useApi } from '../providers/useMe';
import { UploadButton } from './UploadButton';
import { FilePickButton } from './files/FilePickButton';
import { useApiMutation } from './useApiMutation';
import { apiUrl } from '@/providers/apiBase';

/**
 * A media field (cover, audio, download): the file goes to POST /api/upload first and the form
 * keeps the upload object; the data provider writes its numeric id. Or the user picks a stored file from
 * the file manager (filtered to `accept`). `downloadHref` links a stored file that is not served from
 * /uploads (a profile's private CV): such a field does not pick, the file manager holds public files only.
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
  // A refusal is toasted by the transport; the previous file stays.
  const { run: upload, busy } = useApiMutation((file: File) => api.upload(file), {
    onSuccess: ([uploaded]) => {
      if (uploaded) field.onChange(uploaded);
    },
  });
  const value = field.value as UploadedFile | null | undefined;
  const href = apiUrl(value ? downloadHref?.(value) : undefined);
  const isImage =
    value?.url && (value.mime ? value.mime.startsWith('image/') : /\.(png|jpe?g|gif|webp|svg|avif)$/i.test(value.url));

  return (
    <Box sx={{ my: 1 }} data-testid={`media-${source}`}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        <FieldTitle source={source} resource={resource} />
      </Typography>
      {value?.url &&
        (isImage ? (
          <Box
            component="img"
            src={apiUrl(value.url)}
            alt=""
            sx={{ maxWidth: 240, maxHeight: 160, display: 'block', mb: 1 }}
          />
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
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <UploadButton
          inputId={inputId}
          labelKey="app.media.choose"
          busy={busy}
          accept={accept}
          onFiles={([file]) => upload(file)}
        />
        {!downloadHref && (
          <FilePickButton
            accept={accept}
            testId={`media-${source}-pick`}
            onPicked={(file) => field.onChange({ id: file.id, url: file.src, name: file.filename, mime: file.type })}
          />
        )}
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
