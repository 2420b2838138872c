import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, Labeled, RecordContextProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AccountState } from '@newsroom/config';
import type { AccountAction } from '@/providers/api';
import { ApiError } from '@/providers/apiError';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';
import { useProfileCan } from '../permissions';
import { AccountStatusField } from '../ProfileFields';
import { DeleteProfileButton } from './DeleteProfileButton';

const roleName = (role: unknown): string | undefined => {
  if (!role) return undefined;
  if (typeof role === 'string') return role;
  const value = role as { name?: string; type?: string };
  return value.name ?? value.type;
};

/** Which actions make sense in this state (the server decides in the end and says why not). */
const actionsFor = (state: { accountStatus: string; blocked: boolean }): AccountAction[] => {
  const archived = state.accountStatus === 'ARCHIVED';
  return [
    state.blocked ? 'unblock' : 'block',
    ...(archived
      ? (['restore'] as AccountAction[])
      : (['forcePasswordReset', 'resendConfirmation', 'archive'] as AccountAction[])),
  ];
};

const ActionButton = ({
  action,
  documentId,
  onDone,
}: {
  action: AccountAction;
  documentId: string;
  onDone: (state: AccountState) => void;
}) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const danger = action === 'block' || action === 'archive';
  const { run, busy } = useApiMutation(() => api.profileAccountAction(documentId, action), {
    onSuccess: (result) => {
      onDone(result.data);
      if (result.data?.mailed === false) notify('app.users.account.mail_failed', { type: 'warning' });
      else notify(`app.users.account.done.${action}`, { type: 'info' });
    },
    // The server's reason, in the user's language when the code is known (no_account, own_account, ...).
    refusal: (failure) => {
      const code = failure instanceof ApiError ? failure.code : undefined;
      const message = failure instanceof Error ? failure.message : '';
      return code ? translate(`app.users.errors.${code}`, { _: message }) : message || 'app.errors.unknown';
    },
    onSettled: () => setOpen(false),
  });

  return (
    <>
      <Button
        type="button"
        variant="outlined"
        color={danger ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
        disabled={busy}
        data-testid={`account-${action}`}
      >
        {translate(`app.users.account.actions.${action}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`app.users.account.confirm.${action}_title`}
        content={`app.users.account.confirm.${action}_text`}
        confirmColor={danger ? 'warning' : 'primary'}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * The login account: status, role, blocked; the staff actions (each asks first and reports the
 * server's answer) and deleting the profile.
 */
export const AccountTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const can = useProfileCan();
  const queryClient = useQueryClient();
  // The form is not reloaded after an action (that would drop unsaved edits in other tabs): the
  // answer's state is shown here until the record itself is read again.
  const [state, setState] = useState<AccountState | null>(null);
  useEffect(() => setState(null), [record?.updatedAt]);
  if (!record?.id) return null;

  const accountStatus = String(state?.accountStatus ?? record.accountStatus ?? 'UNKNOWN');
  const blocked = Boolean(state?.blocked ?? record.blocked);
  const shown = { ...record, accountStatus, blocked };
  const role = roleName(record.role);
  const noAccount = record.hasAccount === false;
  const permitted = actionsFor({ accountStatus, blocked }).filter((action) => can[action]);

  const done = (next: AccountState) => {
    setState(next);
    void queryClient.invalidateQueries({ queryKey: ['users', 'getList'] });
  };

  return (
    <Box data-testid="account-tab" sx={{ width: '100%', maxWidth: 800 }}>
      <RecordContextProvider value={shown}>
        <Stack direction="row" spacing={4} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
          <Labeled label="resources.users.fields.accountStatus">
            <AccountStatusField />
          </Labeled>
          <Labeled label="app.users.account.role">
            <Typography variant="body2" data-testid="account-role">
              {role ?? translate(noAccount ? 'app.users.account.no_account' : 'app.users.account.role_unknown')}
            </Typography>
          </Labeled>
          {typeof record.loginEmail === 'string' && (
            <Labeled label="app.users.account.login_email">
              <Typography variant="body2" data-testid="account-login-email">
                {record.loginEmail}
              </Typography>
            </Labeled>
          )}
          {state && (
            <Labeled label="app.users.account.confirmed">
              <Typography variant="body2">
                {translate(state.confirmed ? 'ra.boolean.true' : 'ra.boolean.false')}
              </Typography>
            </Labeled>
          )}
        </Stack>
      </RecordContextProvider>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`app.users.account.status_help.${accountStatus}`, { _: accountStatus })}
      </Typography>
      {typeof record.pendingEmail === 'string' && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="account-pending-email">
          <strong>{translate('app.users.account.pending_email', { email: record.pendingEmail })}</strong>
          <br />
          {translate('app.users.account.pending_email_help')}
        </Alert>
      )}
      {noAccount ? (
        <Alert severity="info">{translate('app.users.account.no_account_text')}</Alert>
      ) : permitted.length > 0 ? (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="account-actions">
          {permitted.map((action) => (
            <ActionButton key={action} action={action} documentId={String(record.id)} onDone={done} />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.users.account.no_actions')}
        </Typography>
      )}
      {can.delete && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('app.users.delete.section')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.users.delete.section_text')}
          </Typography>
          <DeleteProfileButton />
        </>
      )}
    </Box>
  );
};
