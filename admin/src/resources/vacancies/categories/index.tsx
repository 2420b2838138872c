import { TextInput } from 'react-admin';
import { NameSlugInputs } from '@/resources/content/simple/NameSlugInputs';
import { simpleResource } from '@/resources/content/simple/SimpleResource';

const CategoryInputs = ({ create }: { create: boolean }) => (
  <>
    <NameSlugInputs create={create} />
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);

/** `/vacancies/categories` over the API `vacancy-categories`. */
export const vacancyCategoriesResource = simpleResource({ screen: 'vacancy_categories', Inputs: CategoryInputs });
