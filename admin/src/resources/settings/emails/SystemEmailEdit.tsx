import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  SYSTEM_EMAIL_BODY_MAX,
  SYSTEM_EMAIL_LANGUAGES,
  SYSTEM_EMAIL_SUBJECT_MAX,
  type SystemEmailLanguage,
  type SystemEmailText,
} from '@newsroom/config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { PageTitle } from '@/components/PageTitle';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { inUse, systemEmailApi, type SystemEmail } from './api';
import { OverrideChip, SYSTEM_EMAILS_QUERY } from './SystemEmailList';
import { SystemEmailPreview } from './SystemEmailPreview';

type Drafts = Record<SystemEmailLanguage, SystemEmailText>;
type Input = 'subject' | 'body';
const draftsOf = (email: SystemEmail) =>
  Object.fromEntries(SYSTEM_EMAIL_LANGUAGES.map((l) => [l, inUse(email.languages[l])])) as Drafts;

/** `/settings/emails/:key`: one e-mail's subject and body per language, its merge fields, live preview and reset. */
export const SystemEmailEdit = () => {
  const { key = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const words: SystemEmailLanguage = locale === 'en' ? 'en' : 'nl';
  const queryClient = useQueryClient();
  const email = useQuery({ queryKey: [...SYSTEM_EMAILS_QUERY, key], queryFn: () => systemEmailApi.get(key) });
  const [language, setLanguage] = useState<SystemEmailLanguage>('nl');
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const inputs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const lastInput = useRef<Input>('body');

  // The drafts start from the texts in use; a save or reset answers the new state and starts them again.
  useEffect(() => {
    if (email.data && !drafts) setDrafts(draftsOf(email.data));
  }, [email.data, drafts]);

  const settle = (answer: SystemEmail, what: string) => {
    queryClient.setQueryData([...SYSTEM_EMAILS_QUERY, key], answer);
    void queryClient.invalidateQueries({ queryKey: SYSTEM_EMAILS_QUERY, exact: true });
    setDrafts((current) => ({ ...(current ?? draftsOf(answer)), [language]: inUse(answer.languages[language]) }));
    setRefusal(null);
    notify(what, { type: 'success' });
  };
  const refused = (error: unknown) =>
    setRefusal(error instanceof ApiError ? errorText(error, translate) : translate('app.system_emails.failed'));
  const texts = drafts?.[language];
  const save = useMutation({
    mutationFn: () => systemEmailApi.save(key, language, texts!),
    onSuccess: (answer) => settle(answer, 'app.system_emails.saved'),
    onError: refused,
  });
  const reset = useMutation({
    mutationFn: () => systemEmailApi.reset(key, language),
    onSuccess: (answer) => settle(answer, 'app.system_emails.reset_done'),
    onError: refused,
    onSettled: () => setConfirmReset(false),
  });
  const sendPreview = useMutation({
    mutationFn: () => systemEmailApi.sendPreview(key, language, texts!),
    onSuccess: (answer) =>
      notify('app.system_emails.preview_sent', { type: 'success', messageArgs: { to: answer.to } }),
    onError: refused,
  });

  if (email.isError)
    return (
      <Box sx={{ p: { xs: 1, md: 2 } }}>
        <LoadErrorAlert
          textKey="app.system_emails.load_failed"
          retryKey="app.system_emails.retry"
          onRetry={() => void email.refetch()}
          testId="system-email-load-error"
        />
      </Box>
    );
  if (!email.data || !drafts || !texts) return null;
  const data = email.data;
  const state = data.languages[language];
  const change = (input: Input, value: string) => setDrafts({ ...drafts, [language]: { ...texts, [input]: value } });

  /** Puts {{field}} where the cursor was in the input last used (the body unless the subject was). */
  const insert = (name: string) => {
    const target = lastInput.current;
    const element = inputs[target].current;
    const value = texts[target];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const tag = `{{${name}}}`;
    change(target, value.slice(0, start) + tag + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + tag.length, start + tag.length);
    });
  };
  const busy = save.isPending || reset.isPending || sendPreview.isPending;

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageTitle titleKey="app.system_emails.title" text={data.name[words]} />
      <Button component={Link} to="/settings/emails" sx={{ mb: 1 }}>
        {translate('app.system_emails.back')}
      </Button>
      <Typography sx={{ mb: 2 }}>
        {translate('app.system_emails.sent_when')}: {data.trigger[words]}
      </Typography>
      <Card>
        <Tabs value={language} onChange={(_, next) => setLanguage(next)} variant="scrollable" allowScrollButtonsMobile>
          {SYSTEM_EMAIL_LANGUAGES.map((l) => (
            <Tab key={l} value={l} label={translate(`app.system_emails.language_${l}`)} data-testid={`tab-${l}`} />
          ))}
        </Tabs>
        <CardContent>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Stack spacing={2}>
                <Box>
                  <OverrideChip email={data} language={language} />
                </Box>
                <TextField
                  label={translate('app.system_emails.subject')}
                  value={texts.subject}
                  onChange={(event) => change('subject', event.target.value)}
                  onFocus={() => (lastInput.current = 'subject')}
                  inputRef={inputs.subject}
                  inputProps={{ 'data-testid': 'system-email-subject', maxLength: SYSTEM_EMAIL_SUBJECT_MAX }}
                  required
                />
                <TextField
                  label={translate('app.system_emails.body')}
                  value={texts.body}
                  onChange={(event) => change('body', event.target.value)}
                  onFocus={() => (lastInput.current = 'body')}
                  inputRef={inputs.body}
                  inputProps={{ 'data-testid': 'system-email-body', maxLength: SYSTEM_EMAIL_BODY_MAX }}
                  multiline
                  minRows={10}
                  required
                  helperText={translate('app.system_emails.markup_help')}
                />
                <Box>
                  <Typography variant="subtitle2">{translate('app.system_emails.fields')}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                    {translate('app.system_emails.fields_help')}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="system-email-fields">
                    {data.fields.map((field) => (
                      <Tooltip key={field.name} title={`${field.description[words]} (${field.sample})`}>
                        <Chip
                          label={`{{${field.name}}}`}
                          onClick={() => insert(field.name)}
                          onMouseDown={(event) => event.preventDefault()}
                          data-testid={`field-${field.name}`}
                        />
                      </Tooltip>
                    ))}
                  </Stack>
                </Box>
                {refusal && (
                  <Alert severity="error" data-testid="system-email-refusal">
                    {refusal}
                  </Alert>
                )}
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    variant="contained"
                    onClick={() => save.mutate()}
                    disabled={busy}
                    data-testid="system-email-save"
                  >
                    {translate('app.system_emails.save')}
                  </Button>
                  <Button
                    variant="outlined"
                    onClick={() => sendPreview.mutate()}
                    disabled={busy}
                    data-testid="system-email-send-preview"
                  >
                    {translate('app.system_emails.send_preview')}
                  </Button>
                  <Button
                    color="warning"
                    onClick={() => setConfirmReset(true)}
                    disabled={busy || !state.override}
                    data-testid="system-email-reset"
                  >
                    {translate('app.system_emails.reset')}
                  </Button>
                </Stack>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <SystemEmailPreview emailKey={key} language={language} texts={texts} />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Dialog open={confirmReset} onClose={() => setConfirmReset(false)}>
        <DialogTitle>{translate('app.system_emails.reset_title')}</DialogTitle>
        <DialogContent>
          <Typography>
            {translate('app.system_emails.reset_text', {
              language: translate(`app.system_emails.language_${language}`),
            })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmReset(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="warning"
            onClick={() => reset.mutate()}
            disabled={reset.isPending}
            data-testid="system-email-reset-confirm"
          >
            {translate('app.system_emails.reset')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
