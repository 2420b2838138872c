import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ActionDialog } from '@/components/ActionDialog';
import { useApiMutation } from '@/components/useApiMutation';
import { ApiError } from '@/providers/apiError';
import type { CreditLineRequest, CreditNoteRequest } from '@/providers/invoiceApi';
import { useApi } from '@/providers/useMe';
import { issueText, validationKey } from '@/providers/validationMessages';
import { creditableLines, creditQuantityFailure } from './creditLines';
import { CreditNoteLineInputs } from './CreditNoteLineInputs';
import { refusalText, type InvoiceDialogProps } from './invoiceActions';

type Mode = 'all' | 'lines';

/**
 * "Crediteren": a credit note for everything still creditable, or per line for the quantities typed,
 * with a reason. The new credit note opens on its own page.
 */
export const CreditNoteDialog = ({ record, ...frame }: InvoiceDialogProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const lines = creditableLines(record);
  const [mode, setMode] = useState<Mode>('all');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const reset = () => {
    setMode('all');
    setQuantities({});
    setErrors({});
    setReason('');
    setRefusal(null);
  };

  /** The request's lines (only quantities above 0), or the field errors of the typed quantities. */
  const requested = () => {
    const found: Record<number, string> = {};
    const wanted: CreditLineRequest[] = [];
    for (const line of lines) {
      const typed = quantities[line.index] ?? '';
      const failure = creditQuantityFailure(typed, line.remaining);
      if (failure) found[line.index] = translate(validationKey(failure.code), { ...failure.params, _: failure.code });
      else if (Number(typed) > 0) wanted.push({ line: line.index, quantity: Number(typed) });
    }
    setErrors(found);
    if (Object.keys(found).length) return null;
    if (!wanted.length) {
      setRefusal(translate(validationKey('nothingToCredit')));
      return null;
    }
    return wanted;
  };

  const { run, busy } = useApiMutation((input: CreditNoteRequest) => api.invoiceCreditNote(String(record.id), input), {
    onSuccess: ({ data: note }) => {
      notify('app.invoices.credit.done', { type: 'info', messageArgs: { serial: note.serial ?? '' } });
      frame.onClose();
      navigate(`/sales/invoices/${encodeURIComponent(String(note.documentId ?? note.id))}/show`);
    },
    onError: (failed, { lines: wanted }) => {
      // lines.N.quantity: N is the place in the request, which names the invoice's line.
      const lineIssues =
        failed instanceof ApiError
          ? failed.issues.filter((issue) => issue.path[0] === 'lines' && issue.path.length > 2)
          : [];
      if (wanted && lineIssues.length) {
        setErrors(
          Object.fromEntries(
            lineIssues.map((issue) => [wanted[Number(issue.path[1])]?.line ?? -1, issueText(issue, translate)]),
          ),
        );
      } else setRefusal(refusalText(failed, translate));
    },
  });

  const save = () => {
    setRefusal(null);
    const wanted = mode === 'lines' ? requested() : undefined;
    if (wanted !== null)
      run({ ...(wanted ? { lines: wanted } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };

  return (
    <ActionDialog
      {...frame}
      onOpen={reset}
      title={translate('app.invoices.credit.title', { serial: record.serial ?? '' })}
      action={{ label: 'app.invoices.credit.save', color: 'warning', onClick: save, testId: 'credit-save' }}
      maxWidth="md"
      testId="credit-note-dialog"
      refusal={refusal ? { text: refusal, testId: 'credit-refused' } : null}
      busy={busy}
    >
      <DialogContentText>{translate('app.invoices.credit.text')}</DialogContentText>
      <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as Mode)} sx={{ my: 1 }}>
        <FormControlLabel
          value="all"
          control={<Radio />}
          label={translate('app.invoices.credit.all')}
          data-testid="credit-all"
        />
        <FormControlLabel
          value="lines"
          control={<Radio />}
          label={translate('app.invoices.credit.per_line')}
          data-testid="credit-per-line"
        />
      </RadioGroup>
      {mode === 'lines' && (
        <CreditNoteLineInputs
          lines={lines}
          currency={record.currency}
          locale={locale}
          quantities={quantities}
          errors={errors}
          onChange={(index, value) => setQuantities((current) => ({ ...current, [index]: value }))}
        />
      )}
      <TextField
        label={translate('app.invoices.credit.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        fullWidth
        multiline
        margin="dense"
      />
    </ActionDialog>
  );
};
