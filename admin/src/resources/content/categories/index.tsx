import Box from '@mui/material/Box';
import { DataTable, TextInput, regex, useRecordContext } from 'react-admin';
import { NameSlugInputs } from '../simple/NameSlugInputs';
import { simpleResource } from '../simple/SimpleResource';

const ColorSwatch = () => {
  const record = useRecordContext();
  if (!record?.color) return null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{
          width: 16,
          height: 16,
          borderRadius: 0.5,
          bgcolor: String(record.color),
          border: 1,
          borderColor: 'divider',
        }}
        aria-hidden
      />
      {String(record.color)}
    </Box>
  );
};

const CategoryInputs = ({ create }: { create: boolean }) => (
  <>
    <NameSlugInputs create={create} />
    <TextInput source="description" multiline minRows={2} fullWidth />
    <TextInput
      source="color"
      validate={regex(/^#[0-9a-fA-F]{6}$/, 'app.validation.codes.color')}
      helperText="#rrggbb"
    />
  </>
);

/** react-admin resource `content/categories` over the Strapi API `categories`. */
export const categoriesResource = simpleResource({
  screen: 'categories',
  Inputs: CategoryInputs,
  columns: (
    <DataTable.Col source="color" disableSort>
      <ColorSwatch />
    </DataTable.Col>
  ),
});
