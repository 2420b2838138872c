import { AutocompleteInput, DataTable, ReferenceInput, TextInput, useRecordContext } from 'react-admin';
import { MediaInput } from '@/components/MediaInput';
import { NameSlugInputs } from '../simple/NameSlugInputs';
import { simpleResource } from '../simple/SimpleResource';

const DossierInputs = ({ create }: { create: boolean }) => (
  <>
    <NameSlugInputs create={create} field="title" />
    <TextInput source="description" multiline minRows={3} fullWidth />
    <ReferenceInput source="dossierCategory" reference="content/dossiers/categories">
      <AutocompleteInput optionText="name" fullWidth />
    </ReferenceInput>
    <MediaInput source="cover" accept="image/*" />
  </>
);

const CategoryName = () => {
  const record = useRecordContext();
  const category = (record?.expanded as { dossierCategory?: { name?: string } } | undefined)?.dossierCategory;
  return <>{category?.name ?? ''}</>;
};

/** react-admin resource `content/dossiers` over the Strapi API `dossiers`. */
export const dossiersResource = simpleResource({
  screen: 'dossiers',
  titleField: 'title',
  Inputs: DossierInputs,
  columns: (
    <DataTable.Col source="dossierCategory" disableSort>
      <CategoryName />
    </DataTable.Col>
  ),
});
