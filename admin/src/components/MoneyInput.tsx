import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocale, type InputProps, type Validator } from 'react-admin';
import { formatAmountInput, parseAmountInput } from './money';

/** A typed text that is no amount stays in the form as text, so this check (first) refuses to save it. */
const amountCheck: Validator = (value) =>
  typeof value === 'number' && Number.isNaN(value) ? { message: 'app.validation.codes.amount', args: {} } : undefined;

export type MoneyInputProps = Omit<InputProps, 'format' | 'parse'> & {
  fullWidth?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
};

/**
 * Every money field of the console (orders, invoices, products, a CV's salary and fee): cents in the form and the API, the amount as the
 * user writes it in the input (nl "24,95", en "24.95"; see parseAmountInput for what else is read). What is typed
 * stays as typed while the field has focus; on leaving it, it is written out in the locale's way.
 */
export const MoneyInput = ({ validate, helperText, label, fullWidth, disabled, ...props }: MoneyInputProps) => {
  const locale = useLocale();
  const extra = validate ? (Array.isArray(validate) ? validate : [validate]) : [];
  const { field, fieldState, id, isRequired } = useInput({
    ...props,
    disabled,
    validate: [amountCheck, ...extra],
    // The form holds cents; this input keeps its own text (below), so no formatting in between.
    format: (value) => value,
    parse: (value) => value,
  });
  const [text, setText] = useState(() => formatAmountInput(field.value, locale));
  const focused = useRef(false);

  // A value set from outside (a product's price, a reset) shows at once; the user's own typing is left alone.
  useEffect(() => {
    if (!focused.current) setText(formatAmountInput(field.value, locale));
  }, [field.value, locale]);

  const { error, invalid } = fieldState;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseAmountInput(event.target.value, locale));
      }}
      onBlur={() => {
        focused.current = false;
        const cents = parseAmountInput(text, locale);
        if (cents !== null && !Number.isNaN(cents)) setText(formatAmountInput(cents, locale));
        field.onBlur();
      }}
      label={
        label === false ? undefined : (
          <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />
        )
      }
      error={invalid}
      helperText={<InputHelperText error={error?.message} helperText={helperText} />}
      disabled={disabled}
      fullWidth={fullWidth}
      className={`ra-input ra-input-${props.source}`}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': props['data-testid'] } }}
    />
  );
};
