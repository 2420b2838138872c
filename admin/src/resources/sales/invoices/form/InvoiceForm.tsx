import Alert from '@mui/material/Alert';
import { SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { TrackUnsavedChanges } from '@/components/UnsavedChanges';
import { InvoiceFormToolbar } from './InvoiceFormToolbar';
import { InvoiceWizard } from './InvoiceWizard';
import { ChosenChannelSerialUsage } from './SerialUsageAlerts';
import { useInvoiceSubmit } from './useInvoiceSubmit';

const DEFAULTS = { lines: [], addressee: { country: 'NL' }, paymentMethod: 'CREDIT', reverseCharge: false };

/** The create wizard and the edit of a draft: the same inputs, saved as a draft or finalised. */
export const InvoiceForm = ({ edit }: { edit: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { submit, conflict } = useInvoiceSubmit(edit ? record : undefined);
  return (
    <SimpleForm
      onSubmit={(values: Record<string, unknown>) => submit(values, false)}
      defaultValues={edit ? undefined : DEFAULTS}
      toolbar={<InvoiceFormToolbar submit={submit} conflict={conflict} edit={edit} />}
      data-testid="invoice-form"
      sx={{ maxWidth: 1000 }}
    >
      <TrackUnsavedChanges />
      <Alert severity="info" sx={{ width: '100%' }} data-testid="invoice-draft-notice">
        {translate('app.invoices.draft_notice')}
      </Alert>
      <ChosenChannelSerialUsage />
      <InvoiceWizard wizard={!edit} />
    </SimpleForm>
  );
};
