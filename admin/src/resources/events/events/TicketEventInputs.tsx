import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceByName, ReferencesByName } from '@/components/ReferenceByNameInputs';
import { Row } from '@/resources/sales/FormGrid';

/**
 * A TICKET product's event, its session (only the chosen event's sessions are offered; another event empties it)
 * and its partners: the product form's ticket section.
 */
export const TicketEventInputs = () => {
  const event = useWatch({ name: 'event' }) as string | null | undefined;
  const { setValue, getValues } = useFormContext();
  const previous = useRef(event);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== event && getValues('eventSession'))
      setValue('eventSession', null, { shouldDirty: true });
    previous.current = event;
  }, [event, getValues, setValue]);
  return (
    <Row>
      <ReferenceByName source="event" reference="events" optionText="title" />
      {event ? (
        <ReferenceByName
          source="eventSession"
          reference="events/sessions"
          optionText="title"
          filter={{ 'event.documentId': event }}
        />
      ) : null}
      <ReferencesByName source="partners" reference="partners" />
    </Row>
  );
};
