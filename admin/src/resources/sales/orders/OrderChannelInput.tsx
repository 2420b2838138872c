import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { SelectInput, useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * The channel, among the active channels in the order's currency (the server refuses another
 * currency). A new currency picks that currency's default channel: the default channel when it is
 * in that currency, else the first by name.
 */
export const OrderChannelInput = () => {
  const translate = useTranslate();
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  const channel = useWatch({ name: 'channel' }) as string | undefined;
  const { setValue } = useFormContext();
  const { data, isPending } = useGetList(
    'sales/channels',
    {
      filter: { currency, isActive: true },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: !!currency },
  );

  useEffect(() => {
    if (!currency || !data || data.some((c) => c.id === channel)) return;
    const chosen = data.find((c) => c.isDefault) ?? data[0];
    setValue('channel', chosen?.id ?? null, { shouldDirty: true });
  }, [currency, data, channel, setValue]);

  const choices = (data ?? []).map((c) => ({
    id: c.id,
    name: c.isDefault ? translate('app.sales_dashboard.default_channel', { name: c.name }) : c.name,
  }));
  return (
    <>
      <SelectInput
        source="channel"
        label="resources.sales/orders.fields.channel"
        choices={choices}
        disabled={!currency}
        isPending={!!currency && isPending}
        helperText="app.orders.channel_help"
        translateChoice={false}
        fullWidth
      />
      {currency && data?.length === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="no-channels">
          {translate('app.orders.no_channels', { currency })}
        </Alert>
      )}
    </>
  );
};
