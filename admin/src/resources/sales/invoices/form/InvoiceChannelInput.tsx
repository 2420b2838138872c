import { useEffect } from 'react';
import { SelectInput, useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useInvoiceChannel } from './useInvoiceParties';

/**
 * The channel that issues the invoice, among the active ones; a new invoice starts with the default
 * channel. Its currency, default VAT and payment term show under it, as they apply to this invoice.
 */
export const InvoiceChannelInput = () => {
  const translate = useTranslate();
  const channelId = useWatch({ name: 'channel' }) as string | undefined;
  const { setValue } = useFormContext();
  const { data, isPending } = useGetList('sales/channels', {
    filter: { isActive: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const channel = useInvoiceChannel();

  useEffect(() => {
    if (channelId || !data?.length) return;
    const chosen = data.find((c) => c.isDefault) ?? data[0];
    setValue('channel', chosen.id, { shouldDirty: false });
  }, [channelId, data, setValue]);

  const choices = (data ?? []).map((c) => ({
    id: c.id,
    name: c.isDefault ? translate('app.sales_dashboard.default_channel', { name: c.name }) : c.name,
  }));
  const helper = channel
    ? translate('app.invoices.channel_help', {
        currency: channel.currency,
        tax: channel.invoiceDefaultTax ?? 0,
        term: channel.invoiceDefaultPaymentTerm ?? 14,
      })
    : false;
  return (
    <SelectInput
      source="channel"
      label="resources.sales/invoices.fields.channel"
      choices={choices}
      isPending={isPending}
      translateChoice={false}
      helperText={helper}
      emptyText=""
      fullWidth
    />
  );
};
