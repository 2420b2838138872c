import Chip from '@mui/material/Chip';
import {
  CreateButton,
  DataTable,
  DeleteButton,
  NullableBooleanInput,
  NumberField,
  SelectInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { EmptyState } from '@/components/EmptyState';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { ListTable } from '@/components/lists/ListTable';
import { usePermitted } from '@/components/usePermitted';
import { eventChoices } from './AutomationInputs';
import { delayText, eventText } from './automationText';
import { TriggerTabs } from './TriggerTabs';

const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="event" source="event" choices={eventChoices} label="app.automations.event_filter" alwaysOn />,
  <NullableBooleanInput key="active" source="active" label="app.automations.active_filter" alwaysOn />,
];

const campaignName = (record: RaRecord) =>
  String((record.expanded as { campaign?: { name?: string } } | undefined)?.campaign?.name ?? '');

const EventCell = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <>{eventText(record, translate)}</> : null;
};

const DelayCell = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <>{delayText(record.delayMinutes, translate)}</> : null;
};

const ActiveCell = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const on = record.active === true;
  return (
    <Chip
      size="small"
      color={on ? 'success' : 'default'}
      label={translate(on ? 'app.automations.on' : 'app.automations.off')}
      data-testid="automation-active"
    />
  );
};

/** The messages sent, with a test id (DataTable.NumberCol renders its own NumberField, without one). */
const SentCell = () => {
  const record = useRecordContext();
  return record ? <span data-testid="automation-sent">{Number(record.sentCount ?? 0)}</span> : null;
};

/** Delete from the row, after a confirmation that says what happens to waiting messages and the campaign. */
const DeleteCell = () => {
  const record = useRecordContext();
  if (!usePermitted('delete') || !record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="app.automations.delete_title"
      confirmContent="app.automations.delete_text"
      titleTranslateOptions={{ name: record.name ?? '' }}
      onClick={(event) => event.stopPropagation()}
      data-testid="automation-delete"
    />
  );
};

/** No automation yet: what one does, and the button to make the first. */
const Empty = () => (
  <EmptyState titleKey="app.automations.empty_title" textKey="app.automations.empty_text" testId="automations-empty">
    <CreateButton label="app.automations.create" sx={{ mt: 2 }} />
  </EmptyState>
);

/** /mail/triggers/automations: the automations with their event, delay, campaign and counters. */
export const AutomationList = () => (
  <>
    <TriggerTabs value="automations" />
    <ConsoleList
      texts="automations"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<CreateActions />}
      empty={<Empty />}
      // The campaign's, list's and tag's names are columns.
      queryOptions={{ meta: { populate: ['campaign', 'list', 'tag'] } }}
    >
      <ListTable texts="automations" keyColumns={['name', 'event', 'active', 'sentCount']} rowClick="edit">
        <DataTable.Col source="name" />
        <DataTable.Col source="event">
          <EventCell />
        </DataTable.Col>
        <DataTable.Col source="delayMinutes">
          <DelayCell />
        </DataTable.Col>
        <DataTable.Col source="campaign" disableSort render={campaignName} />
        <DataTable.Col source="active">
          <ActiveCell />
        </DataTable.Col>
        <DataTable.NumberCol source="firedCount">
          <NumberField source="firedCount" />
        </DataTable.NumberCol>
        <DataTable.Col source="sentCount" align="right">
          <SentCell />
        </DataTable.Col>
        <DataTable.Col source="id" label=" " disableSort>
          <DeleteCell />
        </DataTable.Col>
      </ListTable>
    </ConsoleList>
  </>
);
