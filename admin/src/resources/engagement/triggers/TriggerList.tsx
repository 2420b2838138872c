import Typography from '@mui/material/Typography';
import { describeCron } from '@newsroom/config';
import { DataTable, NullableBooleanInput, NumberField, useLocale, type RaRecord } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { TriggerTabs } from '../automations/TriggerTabs';
import { ActiveChip } from './ActiveChip';
import { cronLanguage } from './cronText';

const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="active" label="app.triggers.active_filter" alwaysOn />,
];

/** The schedule in the user's language, the expression itself below it. */
const Schedule = ({ cron }: { cron: unknown }) => {
  const locale = useLocale();
  const expression = typeof cron === 'string' ? cron : '';
  return (
    <>
      {describeCron(expression, cronLanguage(locale)) || expression}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace' }}>
        {expression}
      </Typography>
    </>
  );
};

const campaignName = (record: RaRecord) =>
  String((record.expanded as { campaign?: { name?: string } } | undefined)?.campaign?.name ?? '');

/** /mail/triggers: the schedules that send campaigns, with their next and last run. */
export const TriggerList = () => (
  <>
    <TriggerTabs value="schedules" />
    <ConsoleList
      texts="triggers"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<CreateActions />}
      // The campaign's name is a column.
      queryOptions={{ meta: { populate: ['campaign'] } }}
    >
      <ListTable texts="triggers" keyColumns={['name', 'cron', 'nextRunAt', 'active']} rowClick="show">
        <DataTable.Col source="name" />
        <DataTable.Col source="campaign" disableSort render={campaignName} />
        <DataTable.Col
          source="cron"
          label="app.triggers.schedule"
          disableSort
          render={(record) => <Schedule cron={record.cron} />}
        />
        <DataTable.Col source="active">
          <ActiveChip />
        </DataTable.Col>
        <DateTimeColumn source="nextRunAt" />
        <DateTimeColumn source="lastRunAt" />
        <DataTable.NumberCol source="runCount">
          <NumberField source="runCount" />
        </DataTable.NumberCol>
      </ListTable>
    </ConsoleList>
  </>
);
