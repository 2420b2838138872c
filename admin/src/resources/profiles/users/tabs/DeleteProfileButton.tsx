import DeleteIcon from '@mui/icons-material/DeleteForeverOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { normaliseEmail } from '@newsroom/config';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import { useApi } from '@/providers/useMe';
import { validationKey } from '@/providers/validationMessages';

/**
 * Deleting a profile asks for its e-mail address, typed (rule emailMatch): DELETE
 * /api/profiles/{documentId}?confirmEmail=. The server removes the login account and notes and
 * anonymises what must stay (comments); the dialog says so before anything happens.
 */
export const DeleteProfileButton = () => {
  const api = useApi();
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Silent call: a refusal (the typed address does not match, ...) is explained in the dialog, which keeps the input.
  const { runAsync, busy } = useApiMutation(
    ({ documentId, confirmEmail }: { documentId: string; confirmEmail: string }) =>
      api.profileDelete(documentId, confirmEmail),
    {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: ['users'] });
        notify('app.users.delete.done', { type: 'info', messageArgs: { email: String(record?.email ?? '') } });
        setOpen(false);
        navigate('/users', { state: { discardChanges: true } });
      },
    },
  );
  if (!record?.id) return null;
  const email = String(record.email ?? '');
  const matches = typed.trim() !== '' && normaliseEmail(typed) === normaliseEmail(email);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setError(null);
  };

  const refusalText = (failure: unknown) => {
    if (!(failure instanceof ApiError)) return translate('app.errors.unknown');
    const issue = failure.issues.find((i) => i.path[0] === 'confirmEmail');
    return issue
      ? translate(validationKey(issue.code), { _: issue.message })
      : translate(`app.users.errors.${failure.code}`, { _: failure.message });
  };

  const run = () => {
    setError(null);
    runAsync({ documentId: String(record.id), confirmEmail: typed.trim() }).catch((failure: unknown) =>
      setError(refusalText(failure)),
    );
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        data-testid="delete-profile"
      >
        {translate('app.users.delete.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="delete-profile-title"
        data-testid="delete-profile-dialog"
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id="delete-profile-title">{translate('app.users.delete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('app.users.delete.text')}</DialogContentText>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.users.delete.kept')}
          </Alert>
          <DialogContentText sx={{ mb: 1 }}>{translate('app.users.delete.type_email', { email })}</DialogContentText>
          <TextField
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && matches && !busy) {
                event.preventDefault();
                run();
              }
            }}
            label={translate('app.users.delete.email_label')}
            autoComplete="off"
            fullWidth
            autoFocus
            error={!!error}
            helperText={error ?? ' '}
            inputProps={{ 'data-testid': 'delete-profile-email' }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={run}
            disabled={!matches || busy}
            data-testid="delete-profile-confirm"
          >
            {translate('app.users.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
