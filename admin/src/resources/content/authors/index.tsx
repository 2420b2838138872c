import { DataTable, TextInput, email } from 'react-admin';
import { MediaInput } from '@/components/MediaInput';
import { NameSlugInputs } from '../simple/NameSlugInputs';
import { simpleResource } from '../simple/SimpleResource';

const AuthorInputs = ({ create }: { create: boolean }) => (
  <>
    <NameSlugInputs create={create} />
    <TextInput source="email" type="email" validate={email()} fullWidth />
    <TextInput source="bio" multiline minRows={3} fullWidth />
    <TextInput source="twitter" fullWidth />
    <MediaInput source="avatar" accept="image/*" />
  </>
);

/** react-admin resource `content/authors` over the Strapi API `authors`. */
export const authorsResource = simpleResource({
  screen: 'authors',
  Inputs: AuthorInputs,
  columns: <DataTable.Col source="email" />,
});
