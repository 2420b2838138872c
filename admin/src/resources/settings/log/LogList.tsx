import Typography from '@mui/material/Typography';
import { LOG_COUNT_CAP, LOG_SUBJECT_TYPES } from '@newsroom/config';
import {
  DataTable,
  DateInput,
  Pagination,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { LogExportMenu } from './LogExportMenu';
import { LogTabs } from './LogTabs';
import { LogTypeChip, LogTypeChips } from './LogTypeChips';
import { RetentionButton } from './RetentionDialog';

const subjectChoices = translatedChoices('app.log.subjects', LOG_SUBJECT_TYPES);

/** Search (action, note), type chips, the period in Amsterdam days, who (id or name prefix) and the object. */
const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <LogTypeChips key="type" source="type" alwaysOn />,
  <DateInput key="day_gte" source="day_gte" alwaysOn />,
  <DateInput key="day_lte" source="day_lte" alwaysOn />,
  <TextInput key="who" source="who" alwaysOn />,
  <SelectInput key="subjectType" source="subjectType" choices={subjectChoices} />,
  <TextInput key="subjectId" source="subjectId" />,
];

const Actions = () => (
  <TopToolbar>
    <RetentionButton />
    <LogExportMenu />
  </TopToolbar>
);

/** Pages without an exact total: above the cap the count says "more than 10,000" (docs/log.md). */
const LogPagination = () => {
  const translate = useTranslate();
  const { total } = useListContext();
  const capped = (total ?? 0) > LOG_COUNT_CAP;
  const label = ({ from, to, count }: { from: number; to: number; count: number }) =>
    capped
      ? translate('app.log.rows_capped', { from, to, cap: LOG_COUNT_CAP.toLocaleString() })
      : translate('app.log.rows', { from, to, count });
  return (
    <Pagination
      rowsPerPageOptions={[25, 50, 100]}
      // Pagination hands unknown props on to MUI's TablePagination, whose label this replaces.
      {...({ labelDisplayedRows: label } as object)}
    />
  );
};

const Subject = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.subjectType) return null;
  const kind = translate(`app.log.subjects.${record.subjectType}`, { _: String(record.subjectType) });
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {kind} {record.subjectId ?? ''}
    </Typography>
  );
};

const TypeCell = () => {
  const record = useRecordContext();
  return record ? <LogTypeChip type={String(record.type)} /> : null;
};

const ActionCell = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate(`app.log.actions.${record.action}`, { _: String(record.action) }) : null}</>;
};

/** `/settings/log`: what happened, newest first, filtered; an entry opens its page. */
export const LogList = () => (
  <>
    <LogTabs current="log" />
    <ConsoleList
      texts="log"
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      actions={<Actions />}
      pagination={<LogPagination />}
    >
      <ListTable texts="log" keyColumns={['at', 'type', 'action', 'actorName']} rowClick="show">
        <DateTimeColumn source="at" />
        <DataTable.Col source="type" disableSort>
          <TypeCell />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort>
          <ActionCell />
        </DataTable.Col>
        <DataTable.Col source="actorName" disableSort />
        <DataTable.Col source="subjectType" disableSort>
          <Subject />
        </DataTable.Col>
        <DataTable.Col source="note" disableSort />
      </ListTable>
    </ConsoleList>
  </>
);
