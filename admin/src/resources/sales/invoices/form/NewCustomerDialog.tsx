import TextField from '@mui/material/TextField';
import { CUSTOMER_RULES, type Rule } from '@newsroom/config';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ActionDialog } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
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

  const { run, busy } = useApiMutation(
    (data: Record<string, unknown>) => dataProvider.create('sales/customers', { data }),
    {
      onSuccess: ({ data: created }) => onCreated(String(created.id)),
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length) {
          setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path[0], issueText(issue, translate)])));
        } else setFailure(error instanceof Error ? error.message : String(error));
      },
    },
  );

  const save = () => {
    setFailure(null);
    if (!check()) return;
    run({
      ...values,
      vatinType: 'eligible',
      addresses: hasAddressee(addressee) ? [{ ...addressee, defaultBilling: true, defaultShipping: false }] : [],
    });
  };

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => setValues(initial())}
      title={translate('app.invoices.new_customer.title')}
      action={{ label: 'app.invoices.new_customer.save', onClick: save, testId: 'new-customer-save' }}
      maxWidth="sm"
      testId="new-customer-dialog"
      refusal={failure ? { text: failure } : null}
      busy={busy}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={translate(`resources.sales/customers.fields.${field}`)}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          error={!!errors[field]}
          helperText={
            errors[field] ?? (field === 'emailFinancial' ? translate('app.invoices.new_customer.financial_help') : ' ')
          }
          multiline={field === 'emailFinancial'}
          fullWidth
          margin="dense"
        />
      ))}
    </ActionDialog>
  );
};
