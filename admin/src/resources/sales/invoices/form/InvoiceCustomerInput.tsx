import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { customerDisplayName } from '@newsroom/config';
import { useState } from 'react';
import { AutocompleteInput, Button, ReferenceInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAddresseeFromCustomer } from '@/resources/sales/useAddresseeFromCustomer';
import { NewCustomerDialog } from './NewCustomerDialog';
import { useInvoiceCustomerFailed } from './useInvoiceParties';

/**
 * The customer: found by name, contact, e-mail or debtor number, or made on the spot ("Nieuwe klant").
 * The chosen customer fills the addressee with its billing address (useAddresseeFromCustomer).
 */
export const InvoiceCustomerInput = () => {
  const { setValue } = useFormContext();
  const [creating, setCreating] = useState(false);
  const addressee = useWatch({ name: 'addressee' }) as Record<string, unknown> | undefined;
  const failed = useInvoiceCustomerFailed();
  const translate = useTranslate();
  useAddresseeFromCustomer();

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: '100%' }}>
        <ReferenceInput source="customer" reference="sales/customers">
          <AutocompleteInput
            optionText={(record) => customerDisplayName(record)}
            helperText="app.invoices.customer_help"
            sx={{ flex: 1 }}
            fullWidth
          />
        </ReferenceInput>
        <Button
          label="app.invoices.new_customer.open"
          onClick={() => setCreating(true)}
          sx={{ mt: 1.5, whiteSpace: 'nowrap' }}
          data-testid="new-customer"
        >
          <PersonAddIcon />
        </Button>
      </Box>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="invoice-customer-failed">
          {translate('app.invoices.customer_failed')}
        </Alert>
      )}
      <NewCustomerDialog
        open={creating}
        addressee={addressee}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setValue('customer', id, { shouldDirty: true });
        }}
      />
    </Box>
  );
};
