import Box from '@mui/material/Box';
import { useId } from 'react';
import { TextInput, useWrappedSource, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { UploadButton } from './UploadButton';
import { FilePickButton } from './files/FilePickButton';
import { useApiMutation } from './useApiMutation';
import { useApi } from '@/providers/useMe';
import { apiOrigin } from '@/providers/apiBase';

/**
 * A url field (an image or a video) that can also be filled by uploading the file (through the one upload policy,
 * POST /api/upload) or by picking a stored file from the file manager (filtered to `accept`, as MediaInput does).
 * `absolute` (the default) stores the file's full address, for websites that live elsewhere (marketing); without
 * it the field keeps the file's own address (`/uploads/...`), which the server can check is a stored file (push).
 * A refused upload is toasted by the transport and the field keeps what it had.
 */
export const UploadUrlInput = ({
  source,
  label,
  accept,
  validate,
  helperText = false,
  absolute = true,
  testId,
}: {
  source: string;
  label?: string;
  accept: string;
  validate?: Validator[];
  helperText?: string | false;
  absolute?: boolean;
  /** The text field's test id. */
  testId?: string;
}) => {
  const api = useApi();
  const inputId = useId();
  const { setValue } = useFormContext();
  // The form's name of the field, also inside an array input (an event's programme items).
  const name = useWrappedSource(source);
  const fill = (address: string) =>
    setValue(name, absolute ? new URL(address, apiOrigin()).href : address, {
      shouldDirty: true,
      shouldValidate: true,
    });
  const { run: upload, busy } = useApiMutation((file: File) => api.upload(file), {
    onSuccess: ([uploaded]) => {
      if (uploaded?.url) fill(uploaded.url);
    },
  });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', width: '100%' }}>
      <TextInput
        source={source}
        label={label}
        validate={validate}
        helperText={helperText}
        inputProps={testId ? { 'data-testid': testId } : undefined}
        sx={{ flex: '1 1 16rem' }}
      />
      <Box sx={{ pt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <UploadButton
          inputId={inputId}
          labelKey="app.media.upload"
          busy={busy}
          accept={accept}
          onFiles={([file]) => upload(file)}
        />
        <FilePickButton accept={accept} testId={`media-${name}-pick`} onPicked={(file) => fill(file.src)} />
      </Box>
    </Box>
  );
};
