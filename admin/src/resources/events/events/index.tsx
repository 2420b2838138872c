import type { ResourceProps } from 'react-admin';
import { Create, Edit } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { EventForm } from './EventForm';
import { EventList } from './EventList';

const EventCreate = () => (
  <UnsavedChangesScope>
    <Create redirect="edit">
      <EventForm edit={false} />
    </Create>
  </UnsavedChangesScope>
);

const EventEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect={false} mutationMode="pessimistic">
      <EventForm edit />
    </Edit>
  </UnsavedChangesScope>
);

/** `/events` (SPEC section 2): the events with their programme, sessions and ticket products. */
export const eventsResource: Omit<ResourceProps, 'name'> = { list: EventList, create: EventCreate, edit: EventEdit };
