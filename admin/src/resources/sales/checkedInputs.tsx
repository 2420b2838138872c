import {
  DateInput,
  NumberInput,
  TextInput,
  type DateInputProps,
  type NumberInputProps,
  type TextInputProps,
  type Validator,
} from 'react-admin';

type Checked<P> = Omit<P, 'validate'> & {
  /** A check of the form's own, run before the field's rules (e.g. "a company name or contact person"). */
  also?: Validator;
};

/**
 * The text, number and date inputs of a sales form, each full width and checked by the rules of its own
 * source, so a field is named once: `const Checked = checkedInputs(checksOf(CHANNEL_RULES))`, then
 * `<Checked.Text source="iban" />` for `<TextInput source="iban" validate={checks('iban')} fullWidth />`.
 */
export const checkedInputs = (checks: (field: string) => Validator[]) => {
  const validate = (source: string, also?: Validator) => (also ? [also, ...checks(source)] : checks(source));
  return {
    Text: ({ also, ...props }: Checked<TextInputProps>) => (
      <TextInput validate={validate(props.source, also)} fullWidth {...props} />
    ),
    Number: ({ also, ...props }: Checked<NumberInputProps>) => (
      <NumberInput validate={validate(props.source, also)} fullWidth {...props} />
    ),
    Date: ({ also, ...props }: Checked<DateInputProps>) => (
      <DateInput validate={validate(props.source, also)} fullWidth {...props} />
    ),
  };
};
