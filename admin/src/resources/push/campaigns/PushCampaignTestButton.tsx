import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { PushMessage } from '@newsroom/config';
import { ActionDialog, type DialogRefusal } from '@/components/ActionDialog';
import { TextButton } from '@/components/TextButton';
import { usePermitted } from '@/components/usePermitted';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { pushApi, type PushTestAnswer } from '@/providers/pushApi';
import { browserOf, hostOf } from '../device';
import { apiOrigin } from '@/providers/apiBase';

const SEVERITY = { delivered: 'success', gone: 'warning', transient: 'warning', failed: 'error' } as const;

/** The campaign's message as a test push sends it: a media library image made absolute (the API's origin). */
export const testMessageOf = (record: Record<string, unknown>, origin = apiOrigin()): PushMessage => {
  const text = (field: string) =>
    typeof record[field] === 'string' && record[field] ? String(record[field]) : undefined;
  const image = text('pushImage');
  return {
    title: text('pushTitle') ?? '',
    ...(text('pushBody') ? { body: text('pushBody') } : {}),
    ...(text('pushUrl') ? { url: text('pushUrl') } : {}),
    ...(image ? { image: image.startsWith('/') ? new URL(image, origin).href : image } : {}),
  };
};

/**
 * "Test push" on a push campaign's page (SPEC 8): the campaign's title, text, link and image to one chosen device
 * (POST /api/push-subscriptions/:id/test); the push service's answer in words, a gone device removed.
 */
export const PushCampaignTestButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const allowed = usePermitted('test', 'push');
  const [open, setOpen] = useState(false);
  const [device, setDevice] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<PushTestAnswer | null>(null);
  const [refusal, setRefusal] = useState<DialogRefusal | null>(null);
  const devices = useGetList(
    'push',
    { pagination: { page: 1, perPage: 50 }, sort: { field: 'lastSuccessAt', order: 'DESC' } },
    { enabled: open && allowed },
  );
  if (!record || !allowed || !record.pushTitle) return null;
  const send = async () => {
    setBusy(true);
    setRefusal(null);
    setAnswer(null);
    try {
      setAnswer((await pushApi.test(device, testMessageOf(record))).data);
    } catch (error) {
      setRefusal({
        text: error instanceof ApiError ? errorText(error, translate) : String(error),
        testId: 'push-campaign-test-refused',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <TextButton label="app.push_campaigns.test" data-testid="push-campaign-test" onClick={() => setOpen(true)} />
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        onOpen={() => {
          setAnswer(null);
          setRefusal(null);
        }}
        title={translate('app.push_campaigns.test_title')}
        maxWidth="sm"
        testId="push-campaign-test-dialog"
        refusal={refusal}
        busy={busy || !device}
        action={{ label: 'app.push.test_send', onClick: send, testId: 'push-campaign-test-send' }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.push_campaigns.test_help')}
          </Typography>
          {devices.total === 0 ? (
            <Alert severity="info" data-testid="push-campaign-test-no-devices">
              {translate('app.push_campaigns.test_no_devices')}
            </Alert>
          ) : (
            <TextField
              select
              label={translate('app.push_campaigns.test_device')}
              value={device}
              onChange={(event) => setDevice(event.target.value)}
              inputProps={{ 'data-testid': 'push-campaign-test-device' }}
              fullWidth
            >
              {(devices.data ?? []).map((d) => (
                <MenuItem key={d.id} value={String(d.documentId ?? d.id)}>
                  {[hostOf(d.endpoint), browserOf(d.userAgent)].filter(Boolean).join(' — ')}
                </MenuItem>
              ))}
            </TextField>
          )}
          {answer && (
            <Alert severity={SEVERITY[answer.result]} data-testid="push-campaign-test-result">
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
