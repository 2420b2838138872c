import { ExportBuilderButton } from '@/components/lists/ExportBuilderButton';
import { Link } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import {
  DataTable,
  FunctionField,
  NullableBooleanInput,
  SelectInput,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { GuestListMenu } from './GuestListMenu';
import { RevokeButton } from './RevokeButton';
import { useEventChoices } from './eventChoices';

const StatusChip = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const [key, color] = record.revoked
    ? (['status_revoked', 'error'] as const)
    : record.scanned
      ? (['status_scanned', 'success'] as const)
      : (['status_valid', 'default'] as const);
  return <Chip size="small" color={color} label={translate(`app.tickets.${key}`)} />;
};

/** `/events/tickets`: every ticket, searchable by number, name and e-mail; filtered by event, session, scanned, revoked. */
export const TicketList = () => {
  const { events, sessions } = useEventChoices();
  const filters = [
    <ListSearchInput key="q" source="q" alwaysOn />,
    // On the relation's documentId (filters[event][documentId]); the relation itself would compare its numeric id.
    <SelectInput
      key="event"
      source="event.documentId"
      label="resources.events/tickets.fields.event"
      choices={events}
      alwaysOn
    />,
    <SelectInput
      key="session"
      source="session.documentId"
      label="resources.events/tickets.fields.session"
      choices={sessions}
    />,
    <NullableBooleanInput key="scanned" source="scanned" />,
    <NullableBooleanInput key="revoked" source="revoked" />,
  ];
  return (
    <ConsoleList
      texts="tickets"
      filters={filters}
      sort={{ field: 'lastName', order: 'ASC' }}
      actions={
        <TopToolbar>
          <GuestListMenu />
          <ExportBuilderButton />
        </TopToolbar>
      }
      queryOptions={{ meta: { populate: ['event', 'session', 'order', 'customer'] } }}
    >
      <ListTable texts="tickets" keyColumns={['number', 'lastName', 'event', 'scanned']} rowClick="edit">
        <DataTable.Col source="number" />
        <DataTable.Col source="lastName" label="resources.events/tickets.fields.lastName">
          <FunctionField source="lastName" render={(r) => [r.firstName, r.lastName].filter(Boolean).join(' ')} />
        </DataTable.Col>
        <DataTable.Col source="email" />
        <DataTable.Col source="event" disableSort>
          <FunctionField
            source="event"
            render={(r) => [r.expanded?.event?.title, r.expanded?.session?.title].filter(Boolean).join(' – ')}
          />
        </DataTable.Col>
        <DataTable.Col source="order" disableSort>
          <FunctionField
            source="order"
            render={(r) =>
              r.expanded?.order ? (
                <Link to={`/sales/orders/${r.expanded.order.documentId}/show`} onClick={(e) => e.stopPropagation()}>
                  {r.expanded.order.serial}
                </Link>
              ) : (
                ''
              )
            }
          />
        </DataTable.Col>
        <DataTable.Col source="scanned">
          <FunctionField source="scanned" render={(r) => <StatusChip record={r} />} />
        </DataTable.Col>
        <DateTimeColumn source="scannedAt" />
        <DataTable.Col source="revoked" disableSort>
          <RevokeButton />
        </DataTable.Col>
      </ListTable>
    </ConsoleList>
  );
};
