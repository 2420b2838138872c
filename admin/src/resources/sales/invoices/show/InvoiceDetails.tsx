import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/components/formatDate';
import { formatDay } from '@/resources/sales/customers/tabs/formatDay';
import { ageInDays, invoiceExpanded } from '../invoiceRecord';
import { DetailItem } from '@/resources/sales/DetailItem';

const has = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Dates and terms, payment, texts and reminders of a final invoice; empty ones are left out. */
export const InvoiceDetails = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const label = (field: string) => translate(`resources.sales/invoices.fields.${field}`);
  const order = invoiceExpanded(record).order;
  const age = ageInDays(record);
  const rows: Array<[string, ReactNode, string?]> = [
    ['invoiceDate', formatDay(record.invoiceDate, locale)],
    [
      'paymentTerm',
      has(record.paymentTerm) ? translate('app.invoices.days', { smart_count: Number(record.paymentTerm) }) : null,
    ],
    ['dueDate', formatDay(record.dueDate, locale)],
    ['age', age === null ? null : translate('app.invoices.days', { smart_count: age })],
    ['closedDate', formatDay(record.closedDate, locale)],
    ['finalizedAt', formatDateTime(record.finalizedAt, locale)],
    [
      'paymentMethod',
      record.paymentMethod
        ? translate(`app.invoices.payment_methods.${record.paymentMethod}`, { _: record.paymentMethod })
        : null,
    ],
    ['reverseCharge', record.reverseCharge ? translate('app.invoices.reverse_charge_yes') : null],
    [
      'paymentStatus',
      record.paymentStatus
        ? translate(`app.invoices.payment_statuses.${String(record.paymentStatus).toLowerCase()}`, {
            _: record.paymentStatus,
          })
        : null,
    ],
    ['reference', record.reference],
    ['recipients', record.recipients],
    ['comments', record.comments],
    ['description', record.description, 'invoice-description'],
    [
      'lastReminderAt',
      record.lastReminderAt
        ? translate('app.invoices.reminders_sent', {
            date: formatDateTime(record.lastReminderAt, locale),
            smart_count: Number(record.remindersSent ?? 1),
          })
        : null,
    ],
  ];
  return (
    <>
      {order?.documentId && (
        <DetailItem label={label('order')}>
          <Link component={RouterLink} to={`/sales/orders/${encodeURIComponent(String(order.documentId))}/show`}>
            {order.serial || order.documentId}
          </Link>
        </DetailItem>
      )}
      {rows
        .filter(([, value]) => has(value))
        .map(([field, value, testId]) => (
          <DetailItem key={field} label={label(field)} testId={testId}>
            {value}
          </DetailItem>
        ))}
    </>
  );
};
