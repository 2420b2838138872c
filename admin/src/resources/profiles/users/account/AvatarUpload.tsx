import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi, useMe } from '@/providers/useMe';
import { apiUrl } from '@/providers/apiBase';

/** POST /api/me/avatar (multipart field `file`), then the new picture shows everywhere. */
export const AvatarUpload = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const { me, refresh } = useMe();
  const input = useRef<HTMLInputElement>(null);
  // A refusal (too large, not an image) is toasted by the transport.
  const { run: upload, busy } = useApiMutation(
    async (file: File) => {
      await api.uploadAvatar(file);
      await refresh();
    },
    {
      onSuccess: () => notify('app.account.avatar_uploaded', { type: 'success' }),
      // The same file can be chosen again after a refusal.
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    },
  );

  return (
    <Stack direction="row" spacing={2} alignItems="center" data-testid="avatar-upload">
      <Avatar src={apiUrl(me?.profile?.avatar?.url)} alt="" sx={{ width: 72, height: 72 }} />
      <input
        ref={input}
        id="avatar-file"
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload(file);
        }}
        data-testid="avatar-input"
      />
      <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
        {translate('app.account.avatar_choose')}
      </Button>
    </Stack>
  );
};
