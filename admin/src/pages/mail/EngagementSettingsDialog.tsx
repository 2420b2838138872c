import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { EngagementSettings } from '@newsroom/config';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ActionDialog, type DialogFrame } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { useSite } from '@/providers/SiteContext';
import { useApi } from '@/providers/useMe';
import { draftOf, NUMBER_FIELDS, payloadOf, settingsProblems, type SettingsDraft } from './engagementSettings';

/**
 * "Engagement-instellingen": approved sender domains, the default sender and rate, and the limits, saved in
 * the site configuration (api::config.config.update). Typed values stay when something is refused.
 */
export const EngagementSettingsDialog = ({ open, onClose }: DialogFrame) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const stored = (useSite().config as { engagement?: Partial<EngagementSettings> } | undefined)?.engagement;
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(stored));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { run, busy } = useApiMutation((settings: EngagementSettings) => api.engagementSettingsSave(settings), {
    onSuccess: async () => {
      notify('app.engagement_settings.saved', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: ['site', 'config'] });
      onClose();
    },
    onError: (error) => setRefusal(error instanceof ApiError ? errorText(error, translate) : String(error)),
  });
  const set = (key: keyof SettingsDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const save = () => {
    const found = settingsProblems(draft);
    setProblems(found);
    setRefusal(null);
    if (!Object.keys(found).length) run(payloadOf(draft));
  };
  const input = (key: keyof SettingsDraft, extra: Record<string, unknown> = {}) => (
    <TextField
      key={key}
      fullWidth
      margin="dense"
      label={translate(`app.engagement_settings.fields.${key}`)}
      value={draft[key]}
      onChange={set(key)}
      error={!!problems[key]}
      helperText={
        problems[key] ? translate(problems[key]) : translate(`app.engagement_settings.help.${key}`, { _: '' })
      }
      slotProps={{ htmlInput: { 'data-testid': `engagement-setting-${key}` } }}
      {...extra}
    />
  );
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => {
        setDraft(draftOf(stored));
        setProblems({});
        setRefusal(null);
      }}
      title={translate('app.engagement_settings.title')}
      maxWidth="sm"
      testId="engagement-settings-dialog"
      refusal={refusal ? { text: refusal, testId: 'engagement-settings-refusal' } : null}
      action={{ label: 'ra.action.save', onClick: save, testId: 'engagement-settings-save' }}
      busy={busy}
    >
      {input('senderDomains', { multiline: true, minRows: 2 })}
      {input('defaultFromName')}
      {input('defaultFromEmail')}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {NUMBER_FIELDS.map((key) => input(key, { type: 'number' }))}
      </Box>
    </ActionDialog>
  );
};
