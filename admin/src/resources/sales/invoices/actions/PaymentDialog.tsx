import DialogContentText from '@mui/material/DialogContentText';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ActionDialog } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import type { PaymentRequest } from '@/providers/invoiceApi';
import { useApi } from '@/providers/useMe';
import { issueText, validationKey } from '@/providers/validationMessages';
import { formatAmountInput, formatMoney, parseAmountInput } from '@/components/money';
import { refusalText, type InvoiceDialogProps } from './invoiceActions';

/**
 * The client's check of a received amount (the server checks the same): typed, more than zero, at most
 * the open amount unless the excess is accepted as an overpayment.
 */
export const paymentAmountFailure = (
  typed: string,
  open: number,
  acceptExcess = false,
  locale = 'nl',
): { code: string; params?: Record<string, unknown> } | null => {
  if (!typed.trim()) return { code: 'required' };
  const cents = parseAmountInput(typed, locale);
  if (cents === null || !Number.isFinite(cents)) return { code: 'amount' };
  if (cents < 1) return { code: 'minValue' };
  if (cents > open && !acceptExcess) return { code: 'exceedsOpen' };
  return null;
};

/**
 * "Betaling registreren": a received amount, prefilled with what is open (a partial payment is fine).
 * SPEC section 5: a received amount may not exceed the open amount; at zero open the invoice closes.
 * More than is open (a customer who paid too much) is recorded only when the user accepts the excess
 * as owed back to the customer: it is then shown on the invoice and the customer until refunded.
 */
export const PaymentDialog = ({ record, ...frame }: InvoiceDialogProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const openAmount = Number(record.openAmount ?? 0);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [acceptExcess, setAcceptExcess] = useState(false);
  const typedCents = parseAmountInput(amount, locale);
  const excess =
    typedCents !== null && Number.isFinite(typedCents) && typedCents > openAmount ? typedCents - openAmount : 0;
  const money = (cents: number) => formatMoney(cents, record.currency, locale);

  const reset = () => {
    setAmount(formatAmountInput(openAmount, locale));
    setNote('');
    setError(null);
    setRefusal(null);
    setAcceptExcess(false);
  };

  const { run, busy } = useApiMutation((input: PaymentRequest) => api.invoicePayment(String(record.id), input), {
    onSuccess: (_answer, { amount: cents }) => {
      notify(cents >= openAmount ? 'app.invoices.payment.done_closed' : 'app.invoices.payment.done', {
        type: 'info',
        messageArgs: { amount: money(cents) },
      });
      frame.onClose();
      refresh();
    },
    onError: (failed) => {
      const amountIssue =
        failed instanceof ApiError ? failed.issues.find((issue) => issue.path[0] === 'amount') : undefined;
      if (amountIssue)
        setError(
          issueText(
            { ...amountIssue, params: { ...amountIssue.params, open: money(openAmount), min: money(1) } },
            translate,
          ),
        );
      else setRefusal(refusalText(failed, translate));
    },
  });

  const save = () => {
    setRefusal(null);
    const failure = paymentAmountFailure(amount, openAmount, acceptExcess, locale);
    // Amounts in the messages as money, not cents.
    const amounts = { open: money(openAmount), min: money(1) };
    setError(
      failure ? translate(validationKey(failure.code), { ...failure.params, ...amounts, _: failure.code }) : null,
    );
    if (failure) return;
    const cents = parseAmountInput(amount, locale) as number;
    run({
      amount: cents,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(cents > openAmount ? { overpayment: true } : {}),
    });
  };

  return (
    <ActionDialog
      {...frame}
      onOpen={reset}
      title={translate('app.invoices.payment.title', { serial: record.serial ?? '' })}
      action={{ label: 'app.invoices.payment.save', onClick: save, testId: 'payment-save' }}
      maxWidth="xs"
      testId="payment-dialog"
      refusal={refusal ? { text: refusal, testId: 'payment-refused' } : null}
      busy={busy}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {translate('app.invoices.payment.text', { open: money(openAmount) })}
      </DialogContentText>
      <TextField
        label={translate('app.invoices.payment.amount', { currency: record.currency ?? '' })}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={!!error}
        helperText={error ?? translate('app.invoices.payment.amount_help', { open: money(openAmount) })}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' } }}
        fullWidth
        autoFocus
        margin="dense"
      />
      {excess > 0 && (
        <FormControlLabel
          control={
            <Checkbox
              checked={acceptExcess}
              onChange={(event) => setAcceptExcess(event.target.checked)}
              slotProps={{ input: { 'data-testid': 'payment-accept-excess' } as object }}
            />
          }
          label={translate('app.invoices.payment.accept_excess', { excess: money(excess) })}
        />
      )}
      <TextField
        label={translate('app.invoices.payment.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        fullWidth
        margin="dense"
      />
    </ActionDialog>
  );
};
