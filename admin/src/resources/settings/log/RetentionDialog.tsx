import HistoryIcon from '@mui/icons-material/HistoryToggleOffOutlined';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { LOG_RETENTION_MAX_DAYS, LOG_RETENTION_MIN_DAYS } from '@newsroom/config';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { ActionDialog } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { logApi } from './logApi';

/**
 * How long entries are kept (site.log.retentionDays): a number of days within the documented bounds. Making it
 * shorter deletes entries at the next nightly run, so a shorter value asks for a second click first.
 */
export const RetentionButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<number | null>(null);
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const days = Number(value);
  const valid = Number.isInteger(days) && days >= LOG_RETENTION_MIN_DAYS && days <= LOG_RETENTION_MAX_DAYS;
  const shorter = current !== null && valid && days < current;

  const { run, busy } = useApiMutation((next: number) => logApi.setRetentionDays(next), {
    onSuccess: (_answer, next) => {
      notify('app.log.retention.saved', { type: 'info', messageArgs: { days: next } });
      setOpen(false);
    },
    onError: (failed) => setRefusal(failed instanceof ApiError ? errorText(failed, translate) : String(failed)),
  });

  const start = () => {
    setOpen(true);
    setConfirming(false);
    setRefusal(null);
    logApi
      .retentionDays()
      .then((stored) => {
        setCurrent(stored);
        setValue(String(stored));
      })
      .catch(() => setRefusal(translate('app.log.retention.load_failed')));
  };
  const save = () => {
    if (!valid) return;
    if (shorter && !confirming) return setConfirming(true);
    run(days);
  };

  return (
    <>
      <Button label="app.log.retention.button" onClick={start} data-testid="retention-button">
        <HistoryIcon />
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('app.log.retention.title')}
        maxWidth="xs"
        testId="retention-dialog"
        refusal={refusal ? { text: refusal, testId: 'retention-refused' } : null}
        busy={busy}
        action={{
          label: confirming ? 'app.log.retention.confirm' : 'ra.action.save',
          onClick: save,
          color: confirming ? 'warning' : 'primary',
          testId: 'retention-save',
        }}
      >
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.log.retention.text', { min: LOG_RETENTION_MIN_DAYS, max: LOG_RETENTION_MAX_DAYS })}
        </DialogContentText>
        <TextField
          label={translate('app.log.retention.days')}
          type="number"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setConfirming(false);
          }}
          error={value !== '' && !valid}
          helperText={
            value !== '' && !valid
              ? translate('app.log.retention.out_of_range', {
                  min: LOG_RETENTION_MIN_DAYS,
                  max: LOG_RETENTION_MAX_DAYS,
                })
              : ' '
          }
          inputProps={{ min: LOG_RETENTION_MIN_DAYS, max: LOG_RETENTION_MAX_DAYS, 'data-testid': 'retention-days' }}
          fullWidth
        />
        {confirming && (
          <Alert severity="warning" data-testid="retention-shorter">
            {translate('app.log.retention.shorter', { from: current ?? '', to: days })}
          </Alert>
        )}
      </ActionDialog>
    </>
  );
};
