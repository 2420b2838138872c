import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  Confirm,
  DeleteButton,
  useCreatePath,
  useLocale,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@/components/formatDate';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { usePermitted } from '@/components/usePermitted';
import { CAMPAIGN_EDITABLE_STATUSES, type CampaignStatus } from '@newsroom/config';
import { useExplainedMutation } from '@/components/useExplainedMutation';
import { ApiError } from '@/providers/apiError';
import type { CampaignAction } from '@/providers/campaignApi';
import { errorText } from '@/providers/errorText';
import { useApi } from '@/providers/useMe';
import { CONFIRMED, PAGE_ACTIONS, possibleActions, type PageAction } from './campaignActions';
import { TestSendDialog } from './TestSendDialog';
import { TextButton } from '@/components/TextButton';

const RESOURCE = 'mail/campaigns';

/** A refused transition names the statuses in the user's language. */
const useRefusalText = () => {
  const translate = useTranslate();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return String(error);
    const status = (value: unknown) => (value ? translate(`app.campaigns.status.${value}`, { _: String(value) }) : '');
    if (error.code === 'campaign_transition')
      return translate('app.errors.codes.campaign_transition', {
        from: status(error.details.from),
        to: status(error.details.to),
      });
    return errorText(error, translate);
  };
};

/**
 * The campaign's buttons: only what its status allows and the user holds (api::campaign.campaign.<action>);
 * send now and cancel ask first. A refusal (someone changed it meanwhile, a date in the past) shows beside them.
 */
/** `resource`: the list it belongs to (`push/campaigns` shows push campaigns with the same actions). */
export const CampaignActions = ({ resource = RESOURCE }: { resource?: string }) => {
  const record = useRecordContext();
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const locale = useLocale();
  const explain = useRefusalText();
  const permitted = useCanAccessActions(resource, PAGE_ACTIONS);
  const canDelete = usePermitted('delete', resource);
  const [confirming, setConfirming] = useState<PageAction | null>(null);
  const [testing, setTesting] = useState(false);
  const id = String(record?.id ?? '');
  const { run, busy, refusal } = useExplainedMutation((action: CampaignAction) => api.campaignAction(id, action), {
    onSuccess: (answer, action) => {
      notify(`app.campaigns.actions.done.${action}`, { type: 'info' });
      const copy = answer?.data as RaRecord | undefined;
      if (action === 'duplicate' && copy?.documentId)
        navigate(createPath({ resource, id: String(copy.documentId), type: 'edit' }));
      else refresh();
    },
    explain,
    onError: () => refresh(),
  });
  if (!record) return null;
  const actions = possibleActions(record).filter((action) => permitted?.includes(action));
  // Only drafts are deleted (the API refuses the rest with campaign_not_deletable); react-admin asks first.
  const deletable = canDelete && CAMPAIGN_EDITABLE_STATUSES.includes(record.status as CampaignStatus);
  const click = (action: PageAction) => {
    if (action === 'test') return setTesting(true);
    if (action === 'edit') return navigate(createPath({ resource, id, type: 'edit' }));
    if (CONFIRMED.includes(action)) return setConfirming(action);
    run(action as CampaignAction);
  };

  return (
    <>
      {(actions.length > 0 || deletable) && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="campaign-actions">
          {actions.map((action) => (
            <TextButton
              key={action}
              label={`app.campaigns.actions.${action}`}
              variant={['send', 'schedule', 'resume'].includes(action) ? 'contained' : 'outlined'}
              color={action === 'cancel' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => click(action)}
              data-testid={`campaign-action-${action}`}
            />
          ))}
          {deletable && (
            <DeleteButton mutationMode="pessimistic" redirect="list" data-testid="campaign-action-delete" />
          )}
        </Stack>
      )}
      {refusal && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="campaign-action-refused">
          {refusal}
        </Alert>
      )}
      <Confirm
        isOpen={!!confirming}
        loading={busy}
        title={`app.campaigns.actions.${confirming ?? 'send'}_title`}
        content={`app.campaigns.actions.${confirming ?? 'send'}_text`}
        translateOptions={{
          name: record.name ?? '',
          count: record.recipientCount ?? 0,
          date: formatDateTime(record.scheduledAt, locale),
        }}
        confirm={`app.campaigns.actions.${confirming ?? 'send'}_yes`}
        cancel="app.campaigns.actions.keep"
        onConfirm={() => {
          const action = confirming;
          setConfirming(null);
          if (action) run(action as CampaignAction);
        }}
        onClose={() => setConfirming(null)}
      />
      <TestSendDialog open={testing} onClose={() => setTesting(false)} documentId={id} />
    </>
  );
};
