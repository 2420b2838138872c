import { BooleanInput, DataTable, SelectInput, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MediaInput } from '@/components/MediaInput';
import { simpleResource } from '../simple/SimpleResource';

export const BLOCK_KINDS = ['TEXT', 'HTML', 'EMBED', 'IMAGE'] as const;

const BlockInputs = () => {
  const kind = useWatch({ name: 'kind' });
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <SelectInput
        source="kind"
        validate={required()}
        choices={BLOCK_KINDS.map((id) => ({ id, name: `app.block_kinds.${id}` }))}
      />
      <TextInput source="content" multiline minRows={kind === 'TEXT' ? 3 : 6} fullWidth />
      {kind === 'IMAGE' && <MediaInput source="image" accept="image/*" />}
      <BooleanInput source="active" />
    </>
  );
};

const KindField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record?.kind ? <>{translate(`app.block_kinds.${record.kind}`)}</> : null;
};

/** react-admin resource `content/blocks` over the Strapi API `blocks`. */
export const blocksResource = simpleResource({
  screen: 'blocks',
  slugColumn: false,
  Inputs: BlockInputs,
  columns: (
    <DataTable.Col source="kind">
      <KindField />
    </DataTable.Col>
  ),
});
