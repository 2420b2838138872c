import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { previewEmailFailure } from '@newsroom/config';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ActionDialog } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import type { PreviewEmailRequest } from '@/providers/invoiceApi';
import { useApi, useMe } from '@/providers/useMe';
import { validationKey } from '@/providers/validationMessages';
import type { InvoiceDialogProps } from './invoiceActions';

const PREVIEW_CODES = ['previewRequired', 'previewAddresses'];

/**
 * "Voorbeeld e-mail": the invoice's e-mail (with its attachments) sent to the given addresses only, to
 * check it before the customer gets it. SPEC section 5: addresses separated by commas, at least one and a
 * subject; SPEC section 8: a failure is titled "Voorbeeld e-mail verzenden mislukt" and asks to try later.
 */
export const PreviewEmailDialog = ({ record, ...frame }: InvoiceDialogProps) => {
  const translate = useTranslate();
  const api = useApi();
  const notify = useNotify();
  const { me } = useMe();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const reset = () => {
    setTo(String(me?.email ?? ''));
    setSubject(translate('app.invoices.preview.default_subject', { serial: record.serial ?? '' }));
    setInvalid(null);
    setFailed(false);
  };

  const { run, busy } = useApiMutation(
    (input: PreviewEmailRequest) => api.invoicePreviewEmail(String(record.id), input),
    {
      onSuccess: ({ data }) => {
        notify('app.invoices.preview.sent', { type: 'info', messageArgs: { smart_count: Number(data?.sent ?? 1) } });
        frame.onClose();
      },
      onError: (error) => {
        const issue = error instanceof ApiError ? error.issues.find((i) => PREVIEW_CODES.includes(i.code)) : undefined;
        if (issue) setInvalid(translate(validationKey(issue.code), { _: issue.message }));
        else setFailed(true);
      },
    },
  );

  const send = () => {
    setFailed(false);
    const code = previewEmailFailure(to, subject);
    setInvalid(code ? translate(validationKey(code)) : null);
    if (!code) run({ to: to.trim(), subject: subject.trim() });
  };

  // An address or subject the server or the check refused, else the failed sending (SPEC section 8).
  const refusal = invalid
    ? { text: invalid, testId: 'preview-invalid' }
    : failed
      ? {
          title: translate('app.invoices.preview.failed_title'),
          text: translate('app.invoices.preview.failed_text'),
          testId: 'preview-failed',
        }
      : null;

  return (
    <ActionDialog
      {...frame}
      onOpen={reset}
      title={translate('app.invoices.preview.title')}
      action={{ label: 'app.invoices.preview.send', onClick: send, testId: 'preview-send' }}
      maxWidth="sm"
      testId="preview-email-dialog"
      refusal={refusal}
      busy={busy}
    >
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
    </ActionDialog>
  );
};
