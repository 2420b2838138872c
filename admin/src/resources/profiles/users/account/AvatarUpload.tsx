import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useApi, useMe } from '@/providers/useMe';

/** POST /api/me/avatar (multipart field `file`), then the new picture shows everywhere. */
export const AvatarUpload = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const { me, refresh } = useMe();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await api.uploadAvatar(file);
      await refresh();
      notify('app.account.avatar_uploaded', { type: 'success' });
    } catch {
      // The API toast already explains what went wrong.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center" data-testid="avatar-upload">
      <Avatar src={me?.profile?.avatar?.url} alt="" sx={{ width: 72, height: 72 }} />
      <input
        ref={input}
        id="avatar-file"
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => upload(event.target.files?.[0])}
        data-testid="avatar-input"
      />
      <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
        {translate('app.account.avatar_choose')}
      </Button>
    </Stack>
  );
};
