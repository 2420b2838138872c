import Stack from '@mui/material/Stack';
import { DataTable, useLocale, useTranslate, type RaRecord } from 'react-admin';
import type { ReactElement } from 'react';
import { formatDay } from '../customers/tabs/formatDay';
import { formatMoney } from '../money';
import { ageInDays, customerNameOf, invoiceExpanded, isDraft, signedAmount, type InvoiceRecord } from './invoiceRecord';
import { CreditNoteChip } from './InvoiceStatusChip';

const field = (name: string) => `resources.sales/invoices.fields.${name}`;

const Serial = ({ record }: { record: InvoiceRecord }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span data-testid="invoice-serial-cell">{record.serial || translate('app.invoices.draft')}</span>
      <CreditNoteChip record={record} />
    </Stack>
  );
};

const Money = ({ record, source }: { record: InvoiceRecord; source: 'total' | 'openAmount' }) => {
  const locale = useLocale();
  const cents = signedAmount(record, record[source]);
  return <>{cents === null || (source === 'openAmount' && isDraft(record)) ? '' : formatMoney(cents, record.currency, locale)}</>;
};

const Day = ({ value }: { value: unknown }) => <>{formatDay(value, useLocale())}</>;

const LastReminder = ({ record }: { record: InvoiceRecord }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!record.lastReminderAt) return null;
  const count = Number(record.remindersSent ?? 0);
  return <>{count > 1 ? translate('app.invoices.reminder_count', { date: formatDay(record.lastReminderAt, locale), count }) : formatDay(record.lastReminderAt, locale)}</>;
};

/** Drafts open in their form; final invoices and credit notes on their page. */
export const invoiceRowClick = (_id: unknown, _resource: unknown, record: RaRecord) => (isDraft(record) ? 'edit' : 'show');

/**
 * The invoice columns of the list and of a customer's invoices tab: number (with "Creditnota"),
 * customer, channel, dates, amounts in the invoice's currency, age and the last reminder.
 */
export const InvoiceDataTable = ({ empty }: { empty?: ReactElement }) => (
  <DataTable rowClick={invoiceRowClick} bulkActionButtons={false} empty={empty} data-testid="invoice-table">
    <DataTable.Col source="serial" render={(record) => <Serial record={record} />} />
    <DataTable.Col source="customer.displayName" label={field('customer')} render={(record) => customerNameOf(record)} />
    <DataTable.Col source="channel" label={field('channel')} disableSort render={(record) => String(invoiceExpanded(record).channel?.name ?? '')} />
    <DataTable.Col source="invoiceDate" render={(record) => <Day value={record.invoiceDate} />} />
    <DataTable.Col source="dueDate" render={(record) => <Day value={record.dueDate} />} />
    <DataTable.Col source="total" align="right" render={(record) => <Money record={record} source="total" />} />
    <DataTable.Col source="openAmount" align="right" render={(record) => <Money record={record} source="openAmount" />} />
    <DataTable.Col source="age" label={field('age')} align="right" disableSort render={(record) => ageInDays(record) ?? ''} />
    <DataTable.Col source="lastReminderAt" render={(record) => <LastReminder record={record} />} />
  </DataTable>
);
