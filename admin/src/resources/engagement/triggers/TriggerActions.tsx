import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, DeleteButton, EditButton, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { TextButton } from '@/components/TextButton';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { useExplainedMutation } from '@/components/useExplainedMutation';
import { triggerApi } from './triggerApi';
import { triggerRefusalText } from './triggerRefusals';

const RESOURCE = 'mail/triggers';
/** runNow is its own action (registry otherActions); switching on and off is an update. */
const ACTIONS = ['runNow', 'edit', 'delete'] as const;
type Step = 'run_now' | 'activate' | 'deactivate';

/**
 * The trigger's buttons, each only for who may use it: run now (asked first), switch on or off, edit and delete
 * (asked first). A refusal (switched off meanwhile, the campaign not ready to send) is explained beside them.
 */
export const TriggerActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const permitted = useCanAccessActions(RESOURCE, ACTIONS);
  const [confirming, setConfirming] = useState(false);
  const id = String(record?.id ?? '');
  const { run, busy, refusal } = useExplainedMutation(
    (step: Step) => (step === 'run_now' ? triggerApi.runNow(id) : triggerApi.setActive(id, step === 'activate')),
    {
      onSuccess: (_answer, step) => {
        notify(`app.triggers.actions.done_${step}`, { type: 'info' });
        refresh();
      },
      explain: (error) => triggerRefusalText(error, translate),
      onError: () => refresh(),
    },
  );
  if (!record || !permitted) return null;
  const active = record.active === true;
  const campaign = (record.expanded as { campaign?: { name?: string } } | undefined)?.campaign?.name ?? '';
  const may = (action: (typeof ACTIONS)[number]) => permitted.includes(action);
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
        data-testid="trigger-actions"
      >
        {may('runNow') && (
          <TextButton
            label="app.triggers.actions.run_now"
            variant="contained"
            disabled={busy || !active}
            onClick={() => setConfirming(true)}
            data-testid="trigger-run-now"
          />
        )}
        {may('edit') && (
          <TextButton
            label={active ? 'app.triggers.actions.deactivate' : 'app.triggers.actions.activate'}
            variant="outlined"
            disabled={busy}
            onClick={() => run(active ? 'deactivate' : 'activate')}
            data-testid="trigger-toggle"
          />
        )}
        {may('edit') && <EditButton variant="outlined" />}
        {may('delete') && (
          <DeleteButton
            mutationMode="pessimistic"
            redirect="list"
            confirmTitle="app.triggers.actions.delete_title"
            confirmContent="app.triggers.actions.delete_text"
            titleTranslateOptions={{ name: record.name ?? '' }}
            data-testid="trigger-delete"
          />
        )}
      </Stack>
      {may('runNow') && !active && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('app.triggers.actions.inactive_hint')}
        </Typography>
      )}
      {refusal && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="trigger-refusal">
          {refusal}
        </Alert>
      )}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="app.triggers.actions.run_now_title"
        content={record.executeOnce ? 'app.triggers.actions.run_now_once_text' : 'app.triggers.actions.run_now_text'}
        translateOptions={{ campaign }}
        confirm="app.triggers.actions.run_now_yes"
        cancel="app.triggers.actions.keep"
        onConfirm={() => {
          setConfirming(false);
          run('run_now');
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
