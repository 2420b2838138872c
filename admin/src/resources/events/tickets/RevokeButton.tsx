import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { TextButton } from '@/components/TextButton';
import { ticketApi } from '@/providers/ticketApi';

/** Revokes the row's ticket after a confirmation that offers to return the seat to stock. */
export const RevokeButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [release, setRelease] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.revoked) return null;
  return (
    <>
      <TextButton
        color="error"
        label="app.tickets.revoke"
        data-testid={`ticket-revoke-${record.number}`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.tickets.revoke_title', { number: record.number })}
        content={
          <>
            <Typography>{translate('app.tickets.revoke_text')}</Typography>
            <FormControlLabel
              control={
                <Checkbox
                  checked={release}
                  onChange={(e) => setRelease(e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'ticket-revoke-release' } as object }}
                />
              }
              label={translate('app.tickets.revoke_release')}
            />
          </>
        }
        confirm="app.tickets.revoke"
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await ticketApi.revoke(String(record.documentId ?? record.id), release);
            notify('app.tickets.revoked_done', { type: 'success' });
            setOpen(false);
            refresh();
          } catch {
            // The request's own toast says why.
          } finally {
            setBusy(false);
          }
        }}
      />
    </>
  );
};
