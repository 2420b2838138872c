import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INVITATION_LINK_DAYS } from '@newsroom/config';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useApiMutation } from '@/components/useApiMutation';
import type { EmployeeInput } from '@/providers/customerApi';
import { useApi } from '@/providers/useMe';
import { employeeEmailFailure } from '../customerValidators';
import { employeeAddError } from './employeeErrors';

const EMPTY = { email: '', firstName: '', lastName: '', companyAdmin: false, vacancyAdmin: false };
const label = (field: string) => `app.customers.employees.fields.${field}`;

/**
 * Adds one employee and sends the invitation. Plain inputs, not a react-admin form: the dialog lives
 * inside the customer's form, and a nested form would submit the customer.
 */
export const AddEmployeeDialog = ({
  open,
  customerId,
  emailDomains,
  onClose,
  onAdded,
}: {
  open: boolean;
  customerId: string;
  emailDomains: unknown;
  onClose: () => void;
  onAdded: () => void;
}) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof typeof EMPTY, value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const { run, busy } = useApiMutation((input: EmployeeInput) => api.customerEmployeeAdd(customerId, input), {
    onSuccess: ({ data }) => {
      const sent = data.invitationSent !== false;
      notify(sent ? 'app.customers.employees.added' : 'app.customers.employees.not_sent', {
        type: sent ? 'info' : 'warning',
        messageArgs: { email: data.email },
      });
      onAdded();
      close();
    },
    // Explained in the dialog, the typed values kept: another customer's employee, already added, bad input.
    onError: (error, { email }) => {
      const explained = employeeAddError(error, translate, email);
      setErrors(explained.fields);
      setFailure(explained.message);
    },
  });

  const submit = () => {
    const email = values.email.trim();
    const invalid = employeeEmailFailure(email, emailDomains);
    setFailure(null);
    setErrors(invalid ? { email: translate(invalid.message, invalid.args) } : {});
    if (invalid || busy) return;
    run({
      ...values,
      email,
      firstName: values.firstName.trim() || null,
      lastName: values.lastName.trim() || null,
    });
  };
  const text = (field: 'email' | 'firstName' | 'lastName') => (
    <TextField
      label={translate(label(field))}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), submit())}
      error={!!errors[field]}
      helperText={errors[field]}
      required={field === 'email'}
      type={field === 'email' ? 'email' : 'text'}
      autoFocus={field === 'email'}
      fullWidth
    />
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="add-employee-title"
      fullWidth
      maxWidth="sm"
      data-testid="add-employee-dialog"
    >
      <DialogTitle id="add-employee-title">{translate('app.customers.employees.add')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.customers.employees.help', { days: INVITATION_LINK_DAYS })}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="add-employee-error">
            {failure}
          </Alert>
        )}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {text('email')}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('firstName')}
            {text('lastName')}
          </Stack>
          <Stack direction="row" spacing={2}>
            {(['companyAdmin', 'vacancyAdmin'] as const).map((flag) => (
              <FormControlLabel
                key={flag}
                control={<Checkbox checked={values[flag]} onChange={(event) => set(flag, event.target.checked)} />}
                label={translate(label(flag))}
              />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={submit} data-testid="add-employee-submit">
          {translate('app.customers.employees.add_submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
