import { TextInput } from 'react-admin';
import { NameSlugInputs } from '@/resources/content/simple/NameSlugInputs';
import { simpleResource } from '@/resources/content/simple/SimpleResource';

const CategoryInputs = ({ create }: { create: boolean }) => (
  <>
    <NameSlugInputs create={create} />
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);

/** `/partners/categories` over the API `partner-categories`; deleting one unlinks it from its partners. */
export const partnerCategoriesResource = simpleResource({ screen: 'partner_categories', Inputs: CategoryInputs });
