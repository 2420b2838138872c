import TextField from '@mui/material/TextField';
import { EMAIL_RE, PREVIEW_MAIL_MAX_RECIPIENTS } from '@newsroom/config';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ActionDialog, type DialogFrame } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
import { errorText } from '@/providers/errorText';
import { ApiError } from '@/providers/apiError';
import { useApi } from '@/providers/useMe';

/** Addresses separated by commas (SPEC 5 "Email preview"): the list, or the catalog key of what is wrong. */
export const parseAddresses = (text: string): { emails: string[]; problem?: string } => {
  const emails = text
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  if (!emails.length) return { emails, problem: 'app.campaigns.test.none' };
  if (emails.some((e) => !EMAIL_RE.test(e))) return { emails, problem: 'app.campaigns.test.malformed' };
  if (emails.length > PREVIEW_MAIL_MAX_RECIPIENTS) return { emails, problem: 'app.campaigns.test.too_many' };
  return { emails };
};

/** "Test versturen": the campaign's message to a few addresses; the input stays when the server refuses. */
export const TestSendDialog = ({ open, onClose, documentId }: DialogFrame & { documentId: string }) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { run, busy } = useApiMutation((emails: string[]) => api.campaignTest(documentId, emails), {
    onSuccess: () => {
      notify('app.campaigns.test.sent', { type: 'info' });
      onClose();
    },
    onError: (error) => setRefusal(error instanceof ApiError ? errorText(error, translate) : String(error)),
  });
  const submit = () => {
    const { emails, problem } = parseAddresses(text);
    if (problem) return setRefusal(translate(problem, { max: PREVIEW_MAIL_MAX_RECIPIENTS }));
    setRefusal(null);
    run(emails);
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => setRefusal(null)}
      title={translate('app.campaigns.test.title')}
      maxWidth="sm"
      testId="campaign-test-dialog"
      refusal={refusal ? { text: refusal, testId: 'campaign-test-refusal' } : null}
      action={{ label: 'app.campaigns.actions.test', onClick: submit, testId: 'campaign-test-send' }}
      busy={busy}
    >
      <TextField
        autoFocus
        fullWidth
        label={translate('app.campaigns.test.addresses')}
        helperText={translate('app.campaigns.test.help', { max: PREVIEW_MAIL_MAX_RECIPIENTS })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'campaign-test-addresses' } }}
      />
    </ActionDialog>
  );
};
