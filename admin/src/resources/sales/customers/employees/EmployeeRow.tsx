import DeleteIcon from '@mui/icons-material/PersonRemoveOutlined';
import SendIcon from '@mui/icons-material/ForwardToInboxOutlined';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useApiMutation } from '@/components/useApiMutation';
import { usePermitted } from '@/components/usePermitted';
import type { CustomerEmployee, EmployeeFlags } from '@/providers/customerApi';
import { useApi } from '@/providers/useMe';
import { EmployeeStatus } from './EmployeeStatus';

const FLAGS = ['companyAdmin', 'vacancyAdmin'] as const;

/** One employee: the two rights as switches (saved at once), resend the invitation, remove after a confirmation. */
export const EmployeeRow = ({
  customerId,
  employee,
  onChanged,
}: {
  customerId: string;
  employee: CustomerEmployee;
  onChanged: () => void;
}) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const can = {
    update: usePermitted('updateEmployee'),
    invite: usePermitted('inviteEmployee'),
    remove: usePermitted('removeEmployee'),
  };
  const [flags, setFlags] = useState<EmployeeFlags>({
    companyAdmin: employee.companyAdmin,
    vacancyAdmin: employee.vacancyAdmin,
  });
  const [confirming, setConfirming] = useState(false);
  useEffect(
    () => setFlags({ companyAdmin: employee.companyAdmin, vacancyAdmin: employee.vacancyAdmin }),
    [employee.companyAdmin, employee.vacancyAdmin],
  );
  const name = [employee.firstName, employee.lastName].filter(Boolean).join(' ');

  // A refusal is toasted by the transport; after every call the list is read again so it shows what is stored.
  const saveFlag = useApiMutation(
    (change: Partial<EmployeeFlags>) => api.customerEmployeeUpdate(customerId, employee.documentId, change),
    { onSuccess: () => notify('app.customers.employees.flags_saved', { type: 'info' }), onSettled: onChanged },
  );
  const resend = useApiMutation(() => api.customerEmployeeInvite(customerId, employee.documentId), {
    onSuccess: ({ data }) =>
      notify(data.invitationSent ? 'app.customers.employees.resent' : 'app.customers.employees.not_sent', {
        type: data.invitationSent ? 'info' : 'warning',
        messageArgs: { email: employee.email },
      }),
    onSettled: onChanged,
  });
  const remove = useApiMutation(() => api.customerEmployeeRemove(customerId, employee.documentId), {
    onSuccess: () => notify('app.customers.employees.removed', { type: 'info' }),
    onSettled: () => {
      onChanged();
      setConfirming(false);
    },
  });
  const busy = saveFlag.busy || resend.busy || remove.busy;
  const toggle = (flag: (typeof FLAGS)[number], value: boolean) => {
    setFlags((current) => ({ ...current, [flag]: value }));
    saveFlag.run({ [flag]: value });
  };

  return (
    <TableRow data-testid="employee-row">
      <TableCell>
        {name && <Typography variant="body2">{name}</Typography>}
        <Typography variant="body2" color={name ? 'text.secondary' : 'text.primary'}>
          {employee.email}
        </Typography>
      </TableCell>
      <TableCell>
        <EmployeeStatus employee={employee} />
      </TableCell>
      {FLAGS.map((flag) => (
        <TableCell key={flag}>
          <Switch
            checked={flags[flag] === true}
            disabled={!can.update || busy}
            onChange={(event) => toggle(flag, event.target.checked)}
            slotProps={{
              input: { 'aria-label': `${translate(`app.customers.employees.fields.${flag}`)}: ${employee.email}` },
            }}
          />
        </TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {can.invite && !employee.acceptedAt && (
          <Tooltip title={translate('app.customers.employees.resend')}>
            <span>
              <IconButton
                aria-label={translate('app.customers.employees.resend')}
                disabled={busy}
                onClick={() => resend.run()}
                data-testid="employee-resend"
              >
                <SendIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {can.remove && (
          <Tooltip title={translate('app.customers.employees.remove')}>
            <span>
              <IconButton
                aria-label={translate('app.customers.employees.remove')}
                disabled={busy}
                onClick={() => setConfirming(true)}
                data-testid="employee-remove"
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Confirm
          isOpen={confirming}
          loading={busy}
          title="app.customers.employees.remove_title"
          content="app.customers.employees.remove_text"
          translateOptions={{ email: employee.email }}
          onConfirm={() => remove.run()}
          onClose={() => setConfirming(false)}
        />
      </TableCell>
    </TableRow>
  );
};
