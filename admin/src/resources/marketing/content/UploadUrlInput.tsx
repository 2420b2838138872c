import Box from '@mui/material/Box';
import { useId } from 'react';
import { TextInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { UploadButton } from '@/components/UploadButton';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';
import { apiOrigin } from '@/providers/apiBase';

/**
 * A url field (an image or a video) that can also be filled by uploading the file: it goes through the one upload
 * policy (POST /api/upload) and the field gets the file's full address, since the websites showing it live elsewhere.
 * A refused file is toasted by the transport and the field keeps what it had.
 */
export const UploadUrlInput = ({
  source,
  label,
  accept,
  validate,
}: {
  source: string;
  label: string;
  accept: string;
  validate: Validator[];
}) => {
  const api = useApi();
  const inputId = useId();
  const { setValue } = useFormContext();
  const { run: upload, busy } = useApiMutation((file: File) => api.upload(file), {
    onSuccess: ([uploaded]) => {
      if (uploaded?.url)
        setValue(source, new URL(uploaded.url, apiOrigin()).href, {
          shouldDirty: true,
          shouldValidate: true,
        });
    },
  });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', width: '100%' }}>
      <TextInput
        source={source}
        label={label}
        validate={validate}
        helperText="app.marketingContent.upload_help"
        sx={{ flex: '1 1 16rem' }}
      />
      <Box sx={{ pt: 1.5 }}>
        <UploadButton
          inputId={inputId}
          labelKey="app.marketingContent.upload"
          busy={busy}
          accept={accept}
          onFiles={([file]) => upload(file)}
        />
      </Box>
    </Box>
  );
};
