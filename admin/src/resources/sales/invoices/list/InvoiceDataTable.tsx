import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataTable, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import type { ReactElement } from 'react';
import { formatDay } from '@/resources/sales/customers/tabs/formatDay';
import { formatMoney } from '@/components/money';
import {
  ageInDays,
  customerNameOf,
  invoiceExpanded,
  isCreditNote,
  isDraft,
  isExpired,
  signedAmount,
  type InvoiceRecord,
} from '../invoiceRecord';
import { CreditNoteChip } from '../InvoiceStatusChip';
import { DirectDebitChip } from '../DirectDebitChip';

const field = (name: string) => `resources.sales/invoices.fields.${name}`;

const Serial = ({ record }: { record: InvoiceRecord }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', whiteSpace: 'nowrap' }}>
      <span data-testid="invoice-serial-cell">{record.serial || translate('app.invoices.draft')}</span>
      <CreditNoteChip record={record} />
      <DirectDebitChip status={record.directDebitStatus} prefixed />
    </Stack>
  );
};

const Money = ({ record, source }: { record: InvoiceRecord; source: 'total' | 'openAmount' }) => {
  const locale = useLocale();
  const cents = signedAmount(record, record[source]);
  // Drafts have no open amount yet; a credit note has none of its own.
  const none = source === 'openAmount' && (isDraft(record) || isCreditNote(record));
  return <>{cents === null || none ? '' : formatMoney(cents, record.currency, locale)}</>;
};

const Day = ({ value }: { value: unknown }) => <>{formatDay(value, useLocale())}</>;

/** The due date, red once it has passed on a pending invoice. */
const DueDate = ({ record }: { record: InvoiceRecord }) => (
  <Box
    component="span"
    sx={isExpired(record) ? { color: 'error.main', fontWeight: 600 } : undefined}
    data-testid={isExpired(record) ? 'due-date-expired' : undefined}
  >
    <Day value={record.dueDate} />
  </Box>
);

const LastReminder = ({ record }: { record: InvoiceRecord }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!record.lastReminderAt) return null;
  const count = Number(record.remindersSent ?? 0);
  return (
    <>
      {count > 1
        ? translate('app.invoices.reminder_count', { date: formatDay(record.lastReminderAt, locale), count })
        : formatDay(record.lastReminderAt, locale)}
    </>
  );
};

/** Drafts open in their form; final invoices and credit notes on their page. */
export const invoiceRowClick = (_id: unknown, _resource: unknown, record: RaRecord) =>
  isDraft(record) ? 'edit' : 'show';

/**
 * The invoice columns of the list and of a customer's invoices tab: number (with "Creditnota"),
 * customer, channel, dates, amounts in the invoice's currency, age and the last reminder.
 */
export const InvoiceDataTable = ({ empty }: { empty?: ReactElement }) => (
  <ResponsiveDataTable
    keyColumns={['serial', 'total', 'customer.displayName', 'dueDate', 'openAmount']}
    rowClick={invoiceRowClick}
    bulkActionButtons={false}
    empty={empty}
    data-testid="invoice-table"
    // Nine columns fit beside the menu: dates and amounts on one line, tighter cells.
    sx={{
      '& .MuiTableCell-root': { px: 1 },
      '& td.column-invoiceDate, & td.column-dueDate, & td.column-total, & td.column-openAmount': {
        whiteSpace: 'nowrap',
      },
    }}
  >
    <DataTable.Col source="serial" render={(record) => <Serial record={record} />} />
    <DataTable.Col
      source="customer.displayName"
      label={field('customer')}
      render={(record) => customerNameOf(record)}
    />
    <DataTable.Col
      source="channel"
      label={field('channel')}
      disableSort
      render={(record) => String(invoiceExpanded(record).channel?.name ?? '')}
    />
    <DataTable.Col source="invoiceDate" render={(record) => <Day value={record.invoiceDate} />} />
    <DataTable.Col source="dueDate" render={(record) => <DueDate record={record} />} />
    <DataTable.Col source="total" align="right" render={(record) => <Money record={record} source="total" />} />
    <DataTable.Col
      source="openAmount"
      align="right"
      render={(record) => <Money record={record} source="openAmount" />}
    />
    <DataTable.Col
      source="age"
      label={field('age')}
      align="right"
      disableSort
      render={(record) => ageInDays(record) ?? ''}
    />
    <DataTable.Col source="lastReminderAt" render={(record) => <LastReminder record={record} />} />
  </ResponsiveDataTable>
);
