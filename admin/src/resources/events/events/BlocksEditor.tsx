import Typography from '@mui/material/Typography';
import { EVENT_BLOCK_TYPES } from '@newsroom/config';
import {
  ArrayInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { UploadUrlInput } from '@/components/UploadUrlInput';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { Row } from '@/resources/sales/FormGrid';

const ITEM = 'app.events.blocks.item';

/** The event's sessions as choices: an item may name only these (the server checks it too). */
const useSessionChoices = () => {
  const record = useRecordContext();
  const eventId = record?.id ? String(record.id) : '';
  const { data } = useGetList(
    'events/sessions',
    {
      filter: { 'event.documentId': eventId },
      sort: { field: 'beginsAt', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: !!eventId },
  );
  return (data ?? []).map((s) => ({ id: String(s.id), name: String(s.title ?? '') }));
};

/** One programme item: texts, times, link, its sessions, speakers and extra fields. */
const ItemInputs = ({ sessions }: { sessions: { id: string; name: string }[] }) => {
  const translate = useTranslate();
  return (
    <>
      <Row>
        <TextInput source="title" label={`${ITEM}.title`} fullWidth />
        <TextInput source="subtitle" label={`${ITEM}.subtitle`} fullWidth />
        <ZonedDateTimeInput source="startsAt" label={`${ITEM}.startsAt`} fullWidth />
        <ZonedDateTimeInput source="endsAt" label={`${ITEM}.endsAt`} fullWidth />
        <TextInput source="person" label={`${ITEM}.person`} fullWidth />
        <TextInput source="location" label={`${ITEM}.location`} fullWidth />
        <UploadUrlInput source="image" label={`${ITEM}.image`} accept="image/*" />
        <TextInput source="link" label={`${ITEM}.link`} fullWidth />
      </Row>
      <TextInput source="content" label={`${ITEM}.content`} multiline minRows={2} fullWidth />
      {sessions.length ? (
        <SelectArrayInput source="sessions" label={`${ITEM}.sessions`} choices={sessions} fullWidth />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.events.blocks.no_sessions')}
        </Typography>
      )}
      <ArrayInput source="speakers" label={`${ITEM}.speakers`}>
        <SimpleFormIterator inline disableReordering={false}>
          <TextInput source="name" label={`${ITEM}.speaker_name`} />
          <TextInput source="function" label={`${ITEM}.speaker_function`} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="fields" label={`${ITEM}.fields`}>
        <SimpleFormIterator inline>
          <TextInput source="key" label={`${ITEM}.key`} />
          <TextInput source="value" label={`${ITEM}.value`} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

/**
 * "Programma": the ordered blocks of the event page (PERSON, PROGRAM, OTHER, TICKET), each with its items; add,
 * remove and move blocks and items. The server's per-path codes (blocks.1.items.0.title) land on these inputs.
 */
export const BlocksEditor = () => {
  const translate = useTranslate();
  const sessions = useSessionChoices();
  const types = EVENT_BLOCK_TYPES.map((id) => ({ id, name: `app.events.blocks.types.${id}` }));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.events.blocks.help')}
      </Typography>
      <ArrayInput source="blocks" label={false} data-testid="event-blocks">
        <SimpleFormIterator fullWidth>
          <Row>
            <SelectInput
              source="type"
              label="app.events.blocks.type"
              choices={types}
              defaultValue="PROGRAM"
              fullWidth
            />
            <TextInput source="title" label="app.events.blocks.title" fullWidth />
          </Row>
          <ArrayInput source="items" label="app.events.blocks.items">
            <SimpleFormIterator fullWidth>
              <ItemInputs sessions={sessions} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
