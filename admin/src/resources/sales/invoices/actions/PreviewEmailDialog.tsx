import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { previewEmailFailure } from '@newsroom/config';
import { useState } from 'react';
import { Button, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { ApiError } from '@/providers/apiError';
import { useApi, useMe } from '@/providers/useMe';
import { validationKey } from '@/providers/validationMessages';

const PREVIEW_CODES = ['previewRequired', 'previewAddresses'];

/**
 * "Voorbeeld e-mail": the invoice's e-mail (with its attachments) sent to the given addresses only, to
 * check it before the customer gets it. SPEC section 5: addresses separated by commas, at least one and a
 * subject; SPEC section 8: a failure is titled "Voorbeeld e-mail verzenden mislukt" and asks to try later.
 */
export const PreviewEmailDialog = ({
  record,
  open,
  onClose,
}: {
  record: RaRecord;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const api = useApi();
  const notify = useNotify();
  const { me } = useMe();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setTo(String(me?.email ?? ''));
    setSubject(translate('app.invoices.preview.default_subject', { serial: record.serial ?? '' }));
    setInvalid(null);
    setFailed(false);
  };

  const send = async () => {
    setFailed(false);
    const code = previewEmailFailure(to, subject);
    setInvalid(code ? translate(validationKey(code)) : null);
    if (code) return;
    setBusy(true);
    try {
      const { data } = await api.invoicePreviewEmail(String(record.id), { to: to.trim(), subject: subject.trim() });
      notify('app.invoices.preview.sent', { type: 'info', messageArgs: { smart_count: Number(data?.sent ?? 1) } });
      onClose();
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues.find((i) => PREVIEW_CODES.includes(i.code)) : undefined;
      if (issue) setInvalid(translate(validationKey(issue.code), { _: issue.message }));
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      TransitionProps={{ onEnter: reset }}
      fullWidth
      maxWidth="sm"
      data-testid="preview-email-dialog"
    >
      <DialogTitle>{translate('app.invoices.preview.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('app.invoices.preview.text')}</DialogContentText>
        <TextField
          label={translate('app.invoices.preview.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          helperText={translate('app.invoices.preview.to_help')}
          error={!!invalid}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { 'data-testid': 'preview-to' } }}
        />
        <TextField
          label={translate('app.invoices.preview.subject')}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={!!invalid && !subject.trim()}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { 'data-testid': 'preview-subject' } }}
        />
        {invalid && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="preview-invalid">
            {invalid}
          </Alert>
        )}
        {failed && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="preview-failed">
            <AlertTitle>{translate('app.invoices.preview.failed_title')}</AlertTitle>
            {translate('app.invoices.preview.failed_text')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} disabled={busy} />
        <Button
          label="app.invoices.preview.send"
          variant="contained"
          onClick={() => void send()}
          disabled={busy}
          data-testid="preview-send"
        />
      </DialogActions>
    </Dialog>
  );
};
