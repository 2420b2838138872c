import { TextInput } from 'react-admin';
import { NameSlugInputs } from '@/resources/content/simple/NameSlugInputs';
import { simpleResource } from '@/resources/content/simple/SimpleResource';

const CategoryInputs = ({ create }: { create: boolean }) => (
  <>
    <NameSlugInputs create={create} />
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);

/** `/events/categories` over the API `event-categories`; deleting one unlinks it from its events. */
export const eventCategoriesResource = simpleResource({ screen: 'event_categories', Inputs: CategoryInputs });
