import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { ChannelSerialUsage } from '@/providers/invoiceApi';
import { useApi } from '@/providers/useMe';

export const SERIAL_USAGE_QUERY_KEY = ['invoice-serial-usage'];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The arguments of app.invoices.serial_usage: " in 2026" after "used" for a series per year. */
export const serialUsageArgs = (usage: ChannelSerialUsage, translate: Translate) => ({
  name: usage.channel.name,
  used: usage.used,
  capacity: usage.capacity,
  yearPart: usage.year == null ? '' : translate('app.invoices.serial_usage_year', { year: usage.year }),
});

const NAME = '\u0000';

/**
 * SPEC section 9: a channel's invoice numbers are capped by its serial length. From 90% used on, staff
 * are warned per channel (an error once they are all used), the channel's name linking to its settings.
 * Only `channel` when given; nothing when the call fails or the user may not make it.
 */
export const SerialUsageAlerts = ({ channel }: { channel?: string }) => {
  const api = useApi();
  const translate = useTranslate();
  const allowed = useCanAccess({ resource: 'sales/invoices', action: 'serialUsage' }).canAccess === true;
  const { data } = useQuery({
    queryKey: SERIAL_USAGE_QUERY_KEY,
    queryFn: async () => (await api.invoiceSerialUsage()).data,
    enabled: allowed,
    retry: false,
  });
  const shown = (data ?? []).filter(
    (usage) => usage.nearlyFull && (channel === undefined || usage.channel.documentId === channel),
  );
  if (!allowed || !shown.length) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {shown.map((usage) => {
        const [before, after] = translate('app.invoices.serial_usage', {
          ...serialUsageArgs(usage, translate),
          name: NAME,
        }).split(NAME);
        return (
          <Alert
            key={usage.channel.documentId}
            severity={usage.full ? 'error' : 'warning'}
            data-testid="serial-usage-alert"
          >
            {before}
            <Link component={RouterLink} to={`/sales/channels/${encodeURIComponent(usage.channel.documentId)}`}>
              {usage.channel.name}
            </Link>
            {after}
          </Alert>
        );
      })}
    </Stack>
  );
};

/** In the invoice form: the warning of the chosen channel only. */
export const ChosenChannelSerialUsage = () => {
  const channel = useWatch({ name: 'channel' }) as string | undefined;
  return channel ? <SerialUsageAlerts channel={String(channel)} /> : null;
};
