import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { DirectDebitStatus } from '@newsroom/config';

const COLORS: Record<DirectDebitStatus, ChipProps['color']> = {
  pending: 'warning',
  paid: 'success',
  canceled: 'default',
  failed: 'error',
};

/** A collection's status as a chip; `prefixed`: "Incasso: mislukt", as the invoice list shows it under the number. */
export const DirectDebitChip = ({ status, prefixed = false }: { status?: unknown; prefixed?: boolean }) => {
  const translate = useTranslate();
  if (typeof status !== 'string' || !(status in COLORS)) return null;
  const label = translate(`app.directDebits.statuses.${status}`, { _: status });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status as DirectDebitStatus]}
      label={prefixed ? translate('app.directDebits.chip', { status: label }) : label}
      data-testid="direct-debit-chip"
    />
  );
};
