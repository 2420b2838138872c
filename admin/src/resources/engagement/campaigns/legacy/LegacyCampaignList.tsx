import { DataTable, NumberField, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { ENGAGEMENT_SETTINGS_DEFAULTS } from '@newsroom/config';
import { useMemo } from 'react';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { legacyFilter } from './legacyFilter';
import { useLegacyAfterDays } from './useLegacyAfterDays';

const filters = [<ListSearchInput key="q" source="q" alwaysOn />];

/** /mail/legacy/campaigns: completed campaigns older than the configured age, read-only, newest first. */
export const LegacyCampaignList = () => {
  const translate = useTranslate();
  const days = useLegacyAfterDays();
  // Fixed per visit: a filter that moved every render would refetch the list every render.
  const filter = useMemo(() => legacyFilter(days), [days]);
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="legacy-help">
        {translate('app.legacy_campaigns.help', { days: days ?? ENGAGEMENT_SETTINGS_DEFAULTS.legacyAfterDays })}
      </Typography>
      <ConsoleList
        texts="legacy_campaigns"
        filters={filters}
        filter={filter}
        sort={{ field: 'completedAt', order: 'DESC' }}
        actions={false}
      >
        <ListTable texts="legacy_campaigns" keyColumns={['name', 'completedAt']} rowClick="show">
          <DataTable.Col source="name" />
          <DataTable.Col source="sentSubject" />
          <DataTable.Col source="recipientCount" align="right">
            <NumberField source="recipientCount" />
          </DataTable.Col>
          <DateTimeColumn source="completedAt" />
        </ListTable>
      </ConsoleList>
    </>
  );
};
