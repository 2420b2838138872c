import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { EVENT_RULES } from '@newsroom/config';
import { MediaInput } from '@/components/MediaInput';
import { ReferenceByName, ReferencesByName } from '@/components/ReferenceByNameInputs';
import { SlugInput } from '@/components/SlugInput';
import { ZonedDateTimeInput } from '@/components/ZonedDateTimeInput';
import { checksOf } from '@/components/validators';
import { Row, Section } from '@/resources/sales/FormGrid';

const checks = checksOf(EVENT_RULES);

/** The event's main fields (SPEC 3 "Event"): what, when and where, links, tickets and confirmation. */
export const EventInputs = ({ create }: { create: boolean }) => (
  <>
    <Row>
      <TextInput source="title" validate={checks('title')} fullWidth />
      <SlugInput from="title" autoFill={create} />
    </Row>
    <TextInput source="description" validate={checks('description')} multiline minRows={2} fullWidth />
    <Section title="app.events.section_when" />
    <Row>
      <ZonedDateTimeInput source="beginsAt" helperText="app.events.times_help" fullWidth />
      <ZonedDateTimeInput source="endsAt" fullWidth />
      <TextInput source="location" validate={checks('location')} fullWidth />
      <TextInput
        source="redirectUri"
        validate={checks('redirectUri')}
        helperText="app.events.redirect_help"
        fullWidth
      />
    </Row>
    <MediaInput source="cover" accept="image/*" />
    <TextInput source="text" validate={checks('text')} multiline minRows={5} fullWidth />
    <Row>
      <ReferencesByName source="categories" reference="events/categories" />
      <ReferencesByName source="partners" reference="partners" />
      <ReferencesByName source="tags" reference="content/tags" />
      <ReferenceByName source="form" reference="forms" />
    </Row>
    <BooleanInput source="published" />
    <Section title="app.events.section_tickets" />
    <Row>
      <NumberInput
        source="releaseTickets"
        validate={checks('releaseTickets')}
        min={1}
        helperText="app.events.release_help"
        fullWidth
      />
      <BooleanInput source="sendConfirmation" />
      <BooleanInput source="automaticInvoice" />
    </Row>
    <TextInput source="confirmationText" validate={checks('confirmationText')} multiline minRows={3} fullWidth />
  </>
);
