import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ActionDialog, type DialogRefusal } from '@/components/ActionDialog';
import { TextButton } from '@/components/TextButton';
import { usePermitted } from '@/components/usePermitted';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { pushApi, type PushTestAnswer } from '@/providers/pushApi';
import { hostOf } from './device';
import { PUSH_OVERVIEW_KEY } from './PushCounts';

const SEVERITY = { delivered: 'success', gone: 'warning', transient: 'warning', failed: 'error' } as const;

/** "Send test" on a device's row: title, text and link, sent to that device only; the push service's answer in words. */
export const SendTestButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const allowed = usePermitted('test', 'push');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ title: '', body: '', url: '' });
  const [answer, setAnswer] = useState<PushTestAnswer | null>(null);
  const [refusal, setRefusal] = useState<DialogRefusal | null>(null);
  if (!record || !allowed) return null;
  // The list and the counts follow once the dialog closes (a gone device leaves the list with its row and dialog).
  const close = () => {
    setOpen(false);
    if (answer) {
      void queryClient.invalidateQueries({ queryKey: PUSH_OVERVIEW_KEY });
      refresh();
    }
  };
  const id = String(record.documentId ?? record.id);
  const field = (name: keyof typeof message, multiline = false) => (
    <TextField
      label={translate(`app.push.test_fields.${name}`)}
      value={message[name]}
      onChange={(event) => setMessage({ ...message, [name]: event.target.value })}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      inputProps={{ 'data-testid': `push-test-${name}` }}
      fullWidth
    />
  );
  const send = async () => {
    setBusy(true);
    setRefusal(null);
    setAnswer(null);
    try {
      const sent = await pushApi.test(id, {
        title: message.title,
        ...(message.body ? { body: message.body } : {}),
        ...(message.url ? { url: message.url } : {}),
      });
      setAnswer(sent.data);
    } catch (error) {
      setRefusal({
        text: error instanceof ApiError ? errorText(error, translate) : String(error),
        testId: 'push-test-refused',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <TextButton
        label="app.push.send_test"
        data-testid={`push-test-${id}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      />
      <ActionDialog
        open={open}
        onClose={close}
        onOpen={() => {
          setMessage({ title: translate('app.push.test_default_title'), body: '', url: '' });
          setAnswer(null);
          setRefusal(null);
        }}
        title={translate('app.push.test_title')}
        maxWidth="sm"
        testId="push-test-dialog"
        refusal={refusal}
        busy={busy}
        action={{ label: 'app.push.test_send', onClick: send, testId: 'push-test-send' }}
      >
        <Stack spacing={2} sx={{ pt: 1 }} onClick={(event) => event.stopPropagation()}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.push.test_help')} {hostOf(record.endpoint)}
          </Typography>
          {field('title')}
          {field('body', true)}
          {field('url')}
          {answer && (
            <Alert severity={SEVERITY[answer.result]} data-testid="push-test-result">
              {translate(`app.push.test_result.${answer.result}`, {
                status: answer.status ?? translate('app.push.no_status'),
              })}
            </Alert>
          )}
        </Stack>
      </ActionDialog>
    </>
  );
};
