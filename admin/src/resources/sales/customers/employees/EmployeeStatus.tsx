import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import type { CustomerEmployee } from '@/providers/customerApi';

/** Invited (waiting for the person) or accepted, and whether the person has a login account yet. */
export const EmployeeStatus = ({ employee }: { employee: CustomerEmployee }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const accepted = !!employee.acceptedAt;
  const when = formatDateTime(accepted ? employee.acceptedAt : employee.invitedAt, locale);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" data-testid="employee-status">
      {(accepted || employee.invitedAt) && (
        <Chip
          size="small"
          color={accepted ? 'success' : 'warning'}
          label={translate(`app.customers.employees.status.${accepted ? 'accepted' : 'invited'}`)}
          title={
            when
              ? translate(`app.customers.employees.${accepted ? 'accepted_on' : 'invited_on'}`, { date: when })
              : undefined
          }
        />
      )}
      <Chip
        size="small"
        variant="outlined"
        label={translate(`app.customers.employees.status.${employee.hasAccount ? 'has_account' : 'no_account'}`)}
      />
    </Stack>
  );
};
