import { DataTable, FunctionField, NumberInput, TextInput, type RaRecord, type ResourceProps } from 'react-admin';
import { EVENT_SESSION_RULES } from '@newsroom/config';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { relationFilters } from '@/components/lists/ReferenceFilter';
import { Create, Edit } from '@/components/RecordPages';
import { ReferenceByName } from '@/components/ReferenceByNameInputs';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { checksOf } from '@/components/validators';
import { Row } from '@/resources/sales/FormGrid';

const checks = checksOf(EVENT_SESSION_RULES);

const SessionInputs = () => (
  <>
    <ReferenceByName source="event" reference="events" optionText="title" />
    <TextInput source="title" validate={checks('title')} fullWidth />
    <Row>
      <ZonedDateTimeInput source="beginsAt" helperText="app.events.times_help" fullWidth />
      <ZonedDateTimeInput source="endsAt" fullWidth />
      <TextInput source="location" validate={checks('location')} fullWidth />
      <NumberInput source="capacity" validate={checks('capacity')} min={1} fullWidth />
    </Row>
  </>
);

/** Back to the session's event (its Sessions tab) after a save. */
const toEvent = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.event ? `events/${String(data.event)}` : 'events/sessions';

const SessionCreate = () => (
  <UnsavedChangesScope>
    <Create redirect={toEvent}>
      <ResourceForm testId="session-form">
        <SessionInputs />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const SessionEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect={toEvent} mutationMode="pessimistic">
      <ResourceForm edit testId="session-form">
        <SessionInputs />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);

const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  ...relationFilters('resources.events/sessions.fields', [
    { key: 'event', field: 'event', reference: 'events', optionText: 'title' },
  ]),
];

/** `/events/sessions`: every event's sessions (the event page's Sessions tab shows one event's). */
const SessionList = () => (
  <ConsoleList
    texts="event_sessions"
    filters={filters}
    sort={{ field: 'beginsAt', order: 'DESC' }}
    actions={<CreateActions />}
    queryOptions={{ meta: { populate: ['event'] } }}
  >
    <ListTable texts="event_sessions" keyColumns={['title', 'event', 'beginsAt']} rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="event" disableSort>
        <FunctionField source="event" render={(r) => r.expanded?.event?.title ?? ''} />
      </DataTable.Col>
      <DateTimeColumn source="beginsAt" />
      <DateTimeColumn source="endsAt" />
      <DataTable.Col source="capacity" />
    </ListTable>
  </ConsoleList>
);

/** Sessions of events: their own form, opened from the event page's Sessions tab. */
export const sessionsResource: Omit<ResourceProps, 'name'> = {
  list: SessionList,
  create: SessionCreate,
  edit: SessionEdit,
};
