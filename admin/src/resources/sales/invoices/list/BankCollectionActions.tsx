import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent } from 'react';
import { useGetList, useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import { amsterdamDay } from '@newsroom/config';
import { ActionDialog } from '@/components/ActionDialog';
import { TextButton } from '@/components/TextButton';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { useExplainedMutation } from '@/components/useExplainedMutation';
import { ApiError } from '@/providers/apiError';
import type { DirectDebitReturnsAnswer } from '@/providers/directDebitApi';
import { saveFile } from '@/providers/http';
import { useApi } from '@/providers/useMe';
import { issueText } from '@/providers/validationMessages';
import { formatDay } from '@/resources/sales/customers/tabs/formatDay';
import { refusalText } from '../actions/invoiceActions';

const words = (key: string) => `app.directDebits.bank.${key}`;
const PERMISSIONS = ['directDebitBatch', 'directDebitReturns'];
type Dialog = 'batch' | 'returns' | null;

/**
 * The invoice list's bank collections, for channels that collect through their bank rather than a payment
 * provider: the day's SEPA direct-debit file (pain.008) to hand to the bank, and the bank's returns read back
 * (all lines or none: a refused file names its wrong lines).
 */
export const BankCollectionActions = () => {
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const permitted = useCanAccessActions('sales/invoices', PERMISSIONS) ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [date, setDate] = useState(amsterdamDay());
  const [channel, setChannel] = useState('');
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<DirectDebitReturnsAnswer['data'] | null>(null);
  const channels = useGetList(
    'sales/channels',
    { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: dialog === 'batch' },
  );

  const explain = (error: unknown) => {
    if (error instanceof ApiError && error.status === 404)
      return translate(words('none_due'), { date: formatDay(date, locale) });
    if (error instanceof ApiError && error.issues.some((issue) => issue.path[0] === 'rows'))
      return error.issues
        .map((issue) => translate(words('line'), { line: issue.path[1], text: issueText(issue, translate) }))
        .join(' ');
    return refusalText(error, translate);
  };
  const batch = useExplainedMutation(() => api.directDebitBatch(date, channel || undefined), {
    explain,
    onSuccess: async (file) => {
      const count = ((await file.blob.text()).match(/<DrctDbtTxInf>/g) ?? []).length;
      saveFile(file, `direct-debits-${date}.xml`);
      setDialog(null);
      notify(words('batch_done'), { type: 'info', messageArgs: { smart_count: count, date: formatDay(date, locale) } });
      refresh();
    },
  });
  const returns = useExplainedMutation(() => api.directDebitReturns(csv), {
    explain,
    onSuccess: ({ data }) => {
      setResult(data);
      refresh();
    },
  });
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setCsv(await file.text());
  };

  if (!permitted.length) return null;
  return (
    <>
      {/* One button, so the list's toolbar keeps to one row. */}
      <TextButton label={words('menu')} onClick={(event) => setMenu(event.currentTarget)} data-testid="bank-menu" />
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {permitted.includes('directDebitBatch') && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setDialog('batch');
            }}
            data-testid="bank-batch"
          >
            {translate(words('batch'))}
          </MenuItem>
        )}
        {permitted.includes('directDebitReturns') && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setDialog('returns');
            }}
            data-testid="bank-returns"
          >
            {translate(words('returns'))}
          </MenuItem>
        )}
      </Menu>
      <ActionDialog
        open={dialog === 'batch'}
        onClose={() => setDialog(null)}
        title={translate(words('batch_title'))}
        maxWidth="xs"
        testId="bank-batch-dialog"
        refusal={batch.refusal ? { text: batch.refusal, testId: 'bank-batch-refused' } : null}
        busy={batch.busy}
        action={{ label: words('download'), onClick: () => batch.run(), testId: 'bank-batch-download' }}
      >
        <DialogContentText sx={{ mb: 2 }}>{translate(words('batch_help'))}</DialogContentText>
        <TextField
          type="date"
          fullWidth
          margin="dense"
          label={translate(words('date'))}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          InputLabelProps={{ shrink: true }}
          inputProps={{ 'data-testid': 'bank-batch-date' }}
        />
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate(words('channel'))}
          value={channel}
          onChange={(event) => setChannel(event.target.value)}
          helperText={translate(words('channel_help'))}
        >
          <MenuItem value="">{translate(words('any_channel'))}</MenuItem>
          {(channels.data ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </ActionDialog>
      <ActionDialog
        open={dialog === 'returns'}
        onClose={() => setDialog(null)}
        onOpen={() => {
          setCsv('');
          setResult(null);
        }}
        title={translate(words('returns_title'))}
        maxWidth="sm"
        testId="bank-returns-dialog"
        refusal={returns.refusal ? { text: returns.refusal, testId: 'bank-returns-refused' } : null}
        busy={returns.busy}
        action={{ label: words('apply'), onClick: () => returns.run(), testId: 'bank-returns-apply' }}
      >
        <DialogContentText sx={{ mb: 2 }}>{translate(words('returns_help'))}</DialogContentText>
        <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={readFile} data-testid="bank-returns-file" />
        <TextField
          fullWidth
          multiline
          minRows={4}
          margin="dense"
          label={translate(words('lines'))}
          placeholder="DK000061-67-1;AM04;2026-12-11"
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          inputProps={{ 'data-testid': 'bank-returns-csv' }}
        />
        {result && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="bank-returns-result">
            {translate(words('returns_done'), { applied: result.applied, unchanged: result.unchanged })}
          </Alert>
        )}
      </ActionDialog>
    </>
  );
};
