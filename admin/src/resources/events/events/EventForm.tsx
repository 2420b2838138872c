import Alert from '@mui/material/Alert';
import { DeleteButton, SaveButton, TabbedForm, Toolbar, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { TrackUnsavedChanges } from '@/components/UnsavedChanges';
import { usePermitted } from '@/components/usePermitted';
import { useSubmitWithFieldErrors } from '@/components/useSubmitWithFieldErrors';
import { BlocksEditor } from './BlocksEditor';
import { EventInputs } from './EventInputs';
import { SessionsTab } from './SessionsTab';
import { TicketsTab } from './TicketsTab';

const FormToolbar = ({ edit }: { edit: boolean }) => {
  const { isSubmitting } = useFormState();
  const canDelete = usePermitted('delete');
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton disabled={isSubmitting} />
      {edit && canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
};

const SaveFirst = () => {
  const translate = useTranslate();
  return <Alert severity="info">{translate('app.events.save_first')}</Alert>;
};

export const EVENT_DEFAULTS = { published: false, sendConfirmation: true, automaticInvoice: false, blocks: [] };

/**
 * The event, shared by create and edit: main fields and the programme are saved with Save (a refused save keeps
 * the input and puts the server's codes on the fields, also inside the programme); the sessions and tickets tabs
 * act at once and need a saved event.
 */
export const EventForm = ({ edit }: { edit: boolean }) => {
  const onSubmit = useSubmitWithFieldErrors();
  const tab = (key: string) => ({ label: `app.events.tabs.${key}`, 'data-testid': `tab-${key}` });
  return (
    <TabbedForm
      onSubmit={onSubmit}
      defaultValues={edit ? undefined : EVENT_DEFAULTS}
      toolbar={<FormToolbar edit={edit} />}
      syncWithLocation={false}
      data-testid="event-form"
      sx={{ maxWidth: 1100 }}
    >
      <TabbedForm.Tab {...tab('main')}>
        <TrackUnsavedChanges />
        <EventInputs create={!edit} />
      </TabbedForm.Tab>
      <TabbedForm.Tab {...tab('programme')}>
        <BlocksEditor />
      </TabbedForm.Tab>
      <TabbedForm.Tab {...tab('sessions')}>{edit ? <SessionsTab /> : <SaveFirst />}</TabbedForm.Tab>
      <TabbedForm.Tab {...tab('tickets')}>{edit ? <TicketsTab /> : <SaveFirst />}</TabbedForm.Tab>
    </TabbedForm>
  );
};
