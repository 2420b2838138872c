import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { PREVIEW_MAIL_MAX_RECIPIENTS, previewMailAddresses, previewMailFailure } from '@newsroom/config';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ActionDialog, type DialogFrame } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { useMe } from '@/providers/useMe';
import { validationKey } from '@/providers/validationMessages';

const REFUSAL_CODES = ['previewRequired', 'previewAddresses'];

/**
 * "Voorbeeld e-mail": a message to a few addresses before the real sending (a template's preview e-mail, a
 * campaign's test send: `send` makes the call). SPEC section 5: comma-separated addresses, at least one and a
 * subject; SPEC section 8: a failure is titled "Voorbeeld e-mail verzenden mislukt" and asks to try later.
 */
export const PreviewMailDialog = ({
  subject,
  send,
  ...frame
}: DialogFrame & { subject: string | null | undefined; send: (emails: string[]) => Promise<unknown> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { me } = useMe();
  const [to, setTo] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const { run, busy } = useApiMutation((emails: string[]) => send(emails), {
    onSuccess: (_answer, emails) => {
      notify('app.mailTemplates.preview_mail.sent', { type: 'info', messageArgs: { smart_count: emails.length } });
      frame.onClose();
    },
    onError: (error) => {
      // A rule the server refused is explained like the console's own check; anything else is SPEC 8's failure.
      if (error instanceof ApiError && (REFUSAL_CODES.includes(String(error.code)) || error.status === 422))
        setInvalid(errorText(error, translate));
      else setFailed(true);
    },
  });

  const submit = () => {
    setFailed(false);
    const emails = previewMailAddresses(to);
    const code = previewMailFailure(emails, subject ?? '');
    setInvalid(code ? translate(validationKey(code)) : null);
    if (!code) run(emails);
  };

  const refusal = invalid
    ? { text: invalid, testId: 'preview-mail-invalid' }
    : failed
      ? {
          title: translate('app.mailTemplates.preview_mail.failed_title'),
          text: translate('app.mailTemplates.preview_mail.failed_text'),
          testId: 'preview-mail-failed',
        }
      : null;

  return (
    <ActionDialog
      {...frame}
      onOpen={() => {
        setTo(String(me?.email ?? ''));
        setInvalid(null);
        setFailed(false);
      }}
      title={translate('app.mailTemplates.preview_mail.title')}
      action={{ label: 'app.mailTemplates.preview_mail.send', onClick: submit, testId: 'preview-mail-send' }}
      maxWidth="sm"
      testId="preview-mail-dialog"
      refusal={refusal}
      busy={busy}
    >
      <DialogContentText sx={{ mb: 1 }}>{translate('app.mailTemplates.preview_mail.text')}</DialogContentText>
      <TextField
        label={translate('app.mailTemplates.preview_mail.to')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        helperText={translate('app.mailTemplates.preview_mail.to_help', { max: PREVIEW_MAIL_MAX_RECIPIENTS })}
        error={!!invalid}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { 'data-testid': 'preview-mail-to' } }}
      />
    </ActionDialog>
  );
};
