import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useLocale, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { DIRECT_DEBIT_ACTIONS } from '@newsroom/config';
import { ActionDialog } from '@/components/ActionDialog';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { useExplainedMutation } from '@/components/useExplainedMutation';
import { formatMoney } from '@/components/money';
import type { DirectDebitRecord, DirectDebitStatusRequest } from '@/providers/directDebitApi';
import { useApi } from '@/providers/useMe';
import { formatDay } from '@/resources/sales/customers/tabs/formatDay';
import { SectionCard } from '@/resources/sales/ShowCards';
import { refusalText } from '../actions/invoiceActions';
import { DirectDebitChip } from '../DirectDebitChip';
import { ScrollTable } from '@/components/ScrollTable';
import { TextButton } from '@/components/TextButton';

/** The card's actions and the access action behind each (registry: otherActions of sales/invoices). */
export const DIRECT_DEBIT_BUTTONS = {
  retry: 'directDebitRetry',
  cancel: 'directDebitCancel',
  toPaymentLink: 'directDebitToPaymentLink',
  setStatus: 'directDebitSetStatus',
} as const;
export type DirectDebitButton = keyof typeof DIRECT_DEBIT_BUTTONS;
const PERMISSIONS = Object.values(DIRECT_DEBIT_BUTTONS);
const FROM: Record<DirectDebitButton, keyof typeof DIRECT_DEBIT_ACTIONS> = {
  retry: 'retry',
  cancel: 'cancel',
  toPaymentLink: 'to-payment-link',
  setStatus: 'set-status',
};

const words = (key: string) => `app.directDebits.${key}`;

const invoiceOpen = (invoice: RaRecord) => invoice.status === 'PENDING' && Number(invoice.openAmount ?? 0) > 0;

/**
 * What the latest collection allows (the server decides again): the statuses of @newsroom/config
 * DIRECT_DEBIT_ACTIONS, an open invoice for a new attempt or a payment link, not a bank collection already in a
 * batch file for cancelling, the test provider for setting the status by hand.
 */
export const possibleDirectDebitActions = (
  row: DirectDebitRecord | undefined,
  invoice: RaRecord,
): DirectDebitButton[] => {
  if (!row) return [];
  return (Object.keys(FROM) as DirectDebitButton[]).filter((button) => {
    if (!(DIRECT_DEBIT_ACTIONS[FROM[button]].from as readonly string[]).includes(row.status)) return false;
    if (button === 'retry' || button === 'toPaymentLink') return invoiceOpen(invoice);
    if (button === 'cancel') return !(row.provider === 'bank' && row.batchDate);
    return row.provider === 'test';
  });
};

type Call = { button: DirectDebitButton; row: DirectDebitRecord; input?: DirectDebitStatusRequest };

/** The invoice page's direct-debit card: every collection attempt, and the actions on the latest. */
export const DirectDebitCard = ({ invoice }: { invoice: RaRecord }) => {
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const invoiceId = String(invoice.id);
  const [asking, setAsking] = useState<DirectDebitButton | null>(null);
  const [manual, setManual] = useState<DirectDebitStatusRequest>({ status: 'paid', bankReason: '' });
  const permitted = useCanAccessActions('sales/invoices', PERMISSIONS);
  const { data } = useQuery({
    queryKey: ['directDebits', invoiceId],
    queryFn: async () => (await api.directDebitsOfInvoice(invoiceId)).data,
  });
  const { run, busy, refusal } = useExplainedMutation(
    async ({ button, row, input }: Call) => {
      const CALLS = {
        retry: () => api.directDebitRetry(row.documentId),
        cancel: () => api.directDebitCancel(row.documentId),
        toPaymentLink: () => api.directDebitToPaymentLink(row.documentId),
        setStatus: () => api.directDebitSetStatus(row.documentId, input!),
      };
      return (await CALLS[button]()).data;
    },
    {
      explain: (error) => refusalText(error, translate),
      onSuccess: (result, { button }) => {
        setAsking(null);
        notify(words(`done.${button}`), {
          type: 'info',
          messageArgs: {
            attempt: result?.attempt,
            status: translate(words(`statuses.${result?.status}`), { _: String(result?.status) }),
          },
        });
        void queryClient.invalidateQueries({ queryKey: ['directDebits', invoiceId] });
        refresh();
      },
    },
  );
  const rows = data ?? [];
  const latest = rows[0];
  const buttons = possibleDirectDebitActions(latest, invoice).filter((b) =>
    permitted?.includes(DIRECT_DEBIT_BUTTONS[b]),
  );
  const amount = latest ? formatMoney(latest.amount, latest.currency, locale) : '';
  const start = (call: Call) => run(call);

  return (
    <SectionCard title={words('title')} testId="direct-debit-card">
      {data && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="direct-debit-none">
          {translate(words('none'))}
        </Typography>
      )}
      {rows.length > 0 && (
        <ScrollTable>
          <Table size="small" data-testid="direct-debit-table">
            <TableHead>
              <TableRow>
                {['attempt', 'dueDate', 'amount', 'status', 'reference', 'provider', 'bankReason'].map((column) => (
                  <TableCell key={column}>{translate(words(`columns.${column}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.documentId} data-testid={`direct-debit-row-${row.attempt}`}>
                  <TableCell>{row.attempt}</TableCell>
                  <TableCell>{formatDay(row.dueDate, locale)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.amount, row.currency, locale)}</TableCell>
                  <TableCell>
                    <DirectDebitChip status={row.status} />
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{row.reference}</TableCell>
                  <TableCell>
                    {translate(words(`providers.${row.provider}`), { _: row.provider })}
                    {row.sequenceType ? ` · ${translate(words(`sequence.${row.sequenceType}`))}` : ''}
                    {row.batchDate ? (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {translate(words('batch_date'), { date: formatDay(row.batchDate, locale) })}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{row.bankReason ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      {latest && buttons.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}
          data-testid="direct-debit-actions"
        >
          {buttons.map((button) => (
            <TextButton
              key={button}
              label={words(`actions.${button}`)}
              variant="outlined"
              color={button === 'cancel' ? 'warning' : 'primary'}
              disabled={busy}
              onClick={() => setAsking(button)}
              data-testid={`direct-debit-action-${button}`}
            />
          ))}
        </Stack>
      )}
      {refusal && !asking && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="direct-debit-refused">
          {refusal}
        </Alert>
      )}
      {latest &&
        (['retry', 'cancel', 'toPaymentLink'] as const).map((button) => (
          <Confirm
            key={button}
            isOpen={asking === button}
            loading={busy}
            title={words(`actions.${button}`)}
            content={words(`confirm.${button}`)}
            translateOptions={{ amount }}
            onConfirm={() => {
              setAsking(null);
              start({ button, row: latest });
            }}
            onClose={() => setAsking(null)}
          />
        ))}
      {latest && (
        <ActionDialog
          open={asking === 'setStatus'}
          onClose={() => setAsking(null)}
          onOpen={() => setManual({ status: latest.status === 'paid' ? 'failed' : 'paid', bankReason: '' })}
          title={translate(words('set_status.title'))}
          maxWidth="xs"
          testId="direct-debit-status-dialog"
          refusal={refusal ? { text: refusal, testId: 'direct-debit-status-refused' } : null}
          busy={busy}
          action={{
            label: words('set_status.save'),
            testId: 'direct-debit-status-save',
            onClick: () =>
              start({
                button: 'setStatus',
                row: latest,
                input: manual.status === 'failed' && manual.bankReason ? manual : { status: manual.status },
              }),
          }}
        >
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate(words('set_status.status'))}
            value={manual.status}
            onChange={(e) => setManual({ ...manual, status: e.target.value as 'paid' | 'failed' })}
            inputProps={{ 'data-testid': 'direct-debit-status-input' }}
          >
            {(latest.status === 'paid' ? ['failed'] : ['paid', 'failed']).map((status) => (
              <MenuItem key={status} value={status}>
                {translate(words(`statuses.${status}`))}
              </MenuItem>
            ))}
          </TextField>
          {manual.status === 'failed' && (
            <TextField
              fullWidth
              margin="dense"
              label={translate(words('set_status.bankReason'))}
              value={manual.bankReason ?? ''}
              onChange={(e) => setManual({ ...manual, bankReason: e.target.value })}
              inputProps={{ maxLength: 200, 'data-testid': 'direct-debit-bank-reason' }}
            />
          )}
        </ActionDialog>
      )}
    </SectionCard>
  );
};

/** The card on an invoice paid by direct debit, for a user who may read collections. */
export const InvoiceDirectDebits = ({ invoice }: { invoice: RaRecord }) => {
  const allowed = useCanAccessActions('sales/invoices', ['directDebits'] as const);
  if (!allowed?.length) return null;
  return <DirectDebitCard invoice={invoice} />;
};
