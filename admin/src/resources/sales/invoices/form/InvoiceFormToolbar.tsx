import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Button, Confirm, DeleteButton, SaveButton, setSubmissionErrors, Toolbar } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { usePermitted } from '@/components/usePermitted';
import type { FieldErrors } from '@/providers/apiError';
import { finalizeFailures } from './invoicePayload';

type Submit = (values: Record<string, unknown>, finalize?: boolean) => Promise<FieldErrors | undefined>;

/**
 * "Opslaan als concept" saves the draft. "Definitief maken" first checks what finalising needs, then asks
 * for confirmation (SPEC section 5: an invoice cannot be changed afterwards), then saves and finalises.
 * A draft may be deleted; a final invoice never is.
 */
export const InvoiceFormToolbar = ({
  submit,
  conflict,
  edit,
}: {
  submit: Submit;
  conflict: string | null;
  edit: boolean;
}) => {
  const { handleSubmit, setError, trigger, getValues } = useFormContext();
  const { isSubmitting } = useFormState();
  const [confirming, setConfirming] = useState(false);
  const canFinalize = usePermitted('finalize', 'sales/invoices');
  const canDelete = usePermitted('delete', 'sales/invoices');

  const askFinalize = async () => {
    const valid = await trigger();
    const missing = finalizeFailures(getValues());
    missing.forEach(([path, message]) => setError(path, { type: 'finalize', message }));
    if (valid && missing.length === 0) setConfirming(true);
  };
  const finalize = () => {
    setConfirming(false);
    void handleSubmit(async (values) => {
      const errors = await submit(values, true);
      if (errors) setSubmissionErrors(errors, setError);
    })();
  };

  return (
    <Box sx={{ width: '100%' }}>
      {conflict && (
        <Alert severity="error" role="alert" sx={{ mx: 2, mb: 1 }} data-testid="invoice-conflict">
          {conflict}
        </Alert>
      )}
      <Toolbar sx={{ display: 'flex', gap: 1 }}>
        <SaveButton
          label="app.invoices.save_draft"
          variant="outlined"
          disabled={isSubmitting}
          data-testid="invoice-save-draft"
        />
        {canFinalize && (
          <Button
            label="app.invoices.finalize"
            variant="contained"
            color="success"
            onClick={() => void askFinalize()}
            disabled={isSubmitting}
            data-testid="invoice-finalize"
          >
            <DoneIcon />
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {edit && canDelete && (
          <DeleteButton
            mutationMode="pessimistic"
            confirmTitle="app.invoices.delete_title"
            confirmContent="app.invoices.delete_text"
            redirect="list"
          />
        )}
      </Toolbar>
      <Confirm
        isOpen={confirming}
        title="app.invoices.finalize_title"
        content="app.invoices.finalize_text"
        confirm="app.invoices.finalize_yes"
        cancel="app.invoices.finalize_no"
        onConfirm={finalize}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
