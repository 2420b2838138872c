import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface ReportPeriodBarProps<P extends string> {
  periods: readonly P[];
  value: P;
  onChange: (period: P) => void;
  /** Catalog prefix of the page: `<catalog>.period` names the group, `<catalog>.periods.<period>` each button. */
  catalog: string;
  /** From this screen width on, the bar is one row. */
  rowFrom: 'sm' | 'md';
  /** Let the buttons wrap on a narrow screen (a long list of periods). */
  wrap?: boolean;
  /** What stands at the other end of the bar (a channel choice, the time zone). */
  children?: ReactNode;
}

/** The bar above a report (sales dashboard, content statistics): the period to show, one button each. */
export const ReportPeriodBar = <P extends string>({
  periods,
  value,
  onChange,
  catalog,
  rowFrom,
  wrap = false,
  children,
}: ReportPeriodBarProps<P>) => {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', [rowFrom]: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { [rowFrom]: 'center' }, justifyContent: 'space-between' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        // A click on the chosen period unchooses it in MUI; the report keeps its period instead.
        onChange={(_, period: P | null) => period && onChange(period)}
        aria-label={translate(`${catalog}.period`)}
        sx={wrap ? { flexWrap: 'wrap' } : undefined}
      >
        {periods.map((period) => (
          <ToggleButton key={period} value={period} sx={{ textTransform: 'none', px: 1.5 }}>
            {translate(`${catalog}.periods.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {children}
    </Stack>
  );
};
