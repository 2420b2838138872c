import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useId } from 'react';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import type { UploadedFile } from '@newsroom/config';
import { useApi } from '../providers/useMe';
import { UploadButton } from './UploadButton';
import { FilePickButton } from './files/FilePickButton';
import { useApiMutation } from './useApiMutation';
import { apiUrl } from '@/providers/apiBase';

/**
 * A list of images (a product's pictures): each file goes to POST /api/upload first and the form keeps
 * the upload objects in order, for the thumbnails; the data provider writes their numeric ids. Stored images
 * are added one by one from the file manager's picker.
 */
export const MediaListInput = ({ source, accept = 'image/*' }: { source: string; accept?: string }) => {
  const api = useApi();
  const translate = useTranslate();
  const resource = useResourceContext();
  const inputId = useId();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const files = (Array.isArray(field.value) ? field.value : []) as UploadedFile[];

  // One file after the other; a refusal (toasted by the transport) stops the rest, what did upload is kept.
  const uploadInTurn = async (chosen: File[]) => {
    const added: UploadedFile[] = [];
    try {
      for (const file of chosen) added.push(...(await api.upload(file)));
    } catch {
      // Stop at the first refusal.
    }
    return added;
  };
  const { run: upload, busy } = useApiMutation(uploadInTurn, {
    onSuccess: (added) => {
      if (added.length) field.onChange([...files, ...added]);
    },
  });

  return (
    <Box sx={{ my: 1 }} data-testid={`media-list-${source}`}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        <FieldTitle source={source} resource={resource} />
      </Typography>
      {files.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.media.no_images')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {files.map((file, i) => (
          <Box key={file.id ?? i} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={apiUrl(file.url)}
              alt={translate('app.media.image_alt', { n: i + 1 })}
              sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={`${translate('app.media.remove')} ${i + 1}`}
              onClick={() => field.onChange(files.filter((_, j) => j !== i))}
              sx={{
                position: 'absolute',
                top: 2,
                right: 2,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <UploadButton
          inputId={inputId}
          labelKey="app.media.add_images"
          busy={busy}
          accept={accept}
          multiple
          onFiles={upload}
        />
        <FilePickButton
          accept={accept}
          testId={`media-list-${source}-pick`}
          onPicked={(file) =>
            field.onChange([...files, { id: file.id, url: file.src, name: file.filename, mime: file.type }])
          }
        />
      </Box>
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
};
