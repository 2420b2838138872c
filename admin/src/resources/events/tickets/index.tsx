import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useSaveContext,
  useTranslate,
  type ResourceProps,
  type SaveHandler,
} from 'react-admin';
import { Edit } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ApiError, toFieldErrors } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { issueText } from '@/providers/validationMessages';
import { TicketList } from './TicketList';

const TicketHeading = () => {
  const record = useRecordContext();
  return record ? (
    <Typography variant="h6" component="p" sx={{ mb: 1 }}>
      {record.number}
    </Typography>
  ) : null;
};

/**
 * The holder's names and e-mail, the only fields staff change. A failed save says SPEC 8's "Ticket bewerken is
 * mislukt. Probeer het opnieuw." with the reason above the form; field errors land on their inputs and the
 * typed values stay.
 */
const TicketForm = () => {
  const { save } = useSaveContext();
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (values: Record<string, unknown>) => {
    let error: unknown;
    setFailure(null);
    const data = {
      firstName: values.firstName ?? null,
      lastName: values.lastName ?? null,
      email: values.email ?? null,
    };
    const result = await (save as SaveHandler<Record<string, unknown>>)(data, {
      onError: (e: unknown) => {
        error = e;
      },
    });
    if (!error) return result;
    const reason = error instanceof ApiError ? errorText(error, translate) : '';
    setFailure(`${translate('app.tickets.edit_failed')} ${reason}`.trim());
    if (error instanceof ApiError && error.issues.length > 0)
      return toFieldErrors(error.issues, (issue) => issueText(issue, translate));
    return result;
  };
  return (
    <SimpleForm
      onSubmit={onSubmit}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      data-testid="ticket-form"
      sx={{ maxWidth: 960 }}
    >
      <TicketHeading />
      {failure && (
        <Alert severity="error" data-testid="ticket-edit-failed" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <TextInput source="firstName" />
      <TextInput source="lastName" />
      <TextInput source="email" type="email" />
    </SimpleForm>
  );
};

const TicketEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect="list" mutationMode="pessimistic">
      <TicketForm />
    </Edit>
  </UnsavedChangesScope>
);

/** `/events/tickets` (issue #21): tickets come from paid orders; staff edit names and revoke. */
export const ticketsResource: Omit<ResourceProps, 'name'> = { list: TicketList, edit: TicketEdit };
