import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CUSTOMER_RULES, type Rule } from '@newsroom/config';
import { useState } from 'react';
import { Button, useDataProvider, useTranslate } from 'react-admin';
import { ApiError } from '@/providers/apiError';
import { issueText, validationKey } from '@/providers/validationMessages';
import { hasAddressee } from './addressee';

const FIELDS = ['name', 'contact', 'email', 'emailFinancial'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const firstFailure = (rules: Rule[] = [], value: string) => rules.map((rule) => rule(value)).find(Boolean) ?? null;

/**
 * "Nieuwe klant" beside the customer: company or contact person and e-mail addresses, saved as a
 * customer at once and chosen on the invoice; the typed addressee becomes its billing address.
 */
export const NewCustomerDialog = ({
  open,
  addressee,
  onClose,
  onCreated,
}: {
  open: boolean;
  addressee: Record<string, unknown> | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const initial = (): Values => ({
    name: String(addressee?.company ?? ''),
    contact: [addressee?.firstName, addressee?.lastName].filter(Boolean).join(' '),
    email: '',
    emailFinancial: '',
  });
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): boolean => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const result = firstFailure(CUSTOMER_RULES[field], values[field]);
      if (result) found[field] = translate(validationKey(result.code), { ...result.params, _: result.code });
    }
    if (!values.name.trim() && !values.contact.trim()) found.name = translate(validationKey('nameOrContact'));
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const save = async () => {
    setFailure(null);
    if (!check()) return;
    setBusy(true);
    try {
      const data = {
        ...values,
        vatinType: 'eligible',
        addresses: hasAddressee(addressee) ? [{ ...addressee, defaultBilling: true, defaultShipping: false }] : [],
      };
      const { data: created } = await dataProvider.create('sales/customers', { data });
      onCreated(String(created.id));
    } catch (error) {
      if (error instanceof ApiError && error.issues.length) {
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path[0], issueText(issue, translate)])));
      } else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      TransitionProps={{ onEnter: () => setValues(initial()) }}
      fullWidth
      maxWidth="sm"
      data-testid="new-customer-dialog"
    >
      <DialogTitle>{translate('app.invoices.new_customer.title')}</DialogTitle>
      <DialogContent>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={translate(`resources.sales/customers.fields.${field}`)}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            error={!!errors[field]}
            helperText={
              errors[field] ??
              (field === 'emailFinancial' ? translate('app.invoices.new_customer.financial_help') : ' ')
            }
            multiline={field === 'emailFinancial'}
            fullWidth
            margin="dense"
          />
        ))}
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} disabled={busy} />
        <Button
          label="app.invoices.new_customer.save"
          variant="contained"
          onClick={() => void save()}
          disabled={busy}
          data-testid="new-customer-save"
        />
      </DialogActions>
    </Dialog>
  );
};
