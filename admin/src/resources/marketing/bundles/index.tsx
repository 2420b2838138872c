import { BUNDLE_ITEMS_MAX, BUNDLE_WEIGHT_MAX } from '@newsroom/config';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DataTable,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { ListSearchInput } from '@/components/ListSearchInput';
import { BooleanColumn } from '@/components/lists/BooleanColumn';
import { relationFilters } from '@/components/lists/ReferenceFilter';
import { marketingResource } from '../marketingResource';

const weight = [required(), minValue(1), maxValue(BUNDLE_WEIGHT_MAX)];
const maxItems = (items: unknown) =>
  Array.isArray(items) && items.length > BUNDLE_ITEMS_MAX
    ? { message: 'app.validation.codes.maxItems', args: { max: BUNDLE_ITEMS_MAX } }
    : undefined;

const BundleInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
      <BooleanInput source="active" helperText="app.marketingBundles.active_help" />
      <Typography variant="body2" color="text.secondary">
        {translate('app.marketingBundles.placement_help')}
      </Typography>
      <ReferenceInput source="zone" reference="marketing/zones">
        <AutocompleteInput optionText="name" fullWidth />
      </ReferenceInput>
      <ReferenceInput source="zoneGroup" reference="marketing/zone-groups">
        <AutocompleteInput optionText="name" fullWidth />
      </ReferenceInput>
      <ArrayInput source="items" validate={maxItems} helperText="app.marketingBundles.items_help">
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="content" reference="marketing/content">
            <AutocompleteInput
              optionText="name"
              label="app.marketingBundles.item_content"
              validate={required()}
              sx={{ minWidth: 280 }}
            />
          </ReferenceInput>
          <NumberInput
            source="weight"
            label="app.marketingBundles.item_weight"
            validate={weight}
            step={1}
            defaultValue={1}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

const Placement = () => {
  const record = useRecordContext();
  const expanded = record?.expanded as { zone?: { name?: string }; zoneGroup?: { name?: string } } | undefined;
  return <>{expanded?.zone?.name ?? expanded?.zoneGroup?.name ?? ''}</>;
};

const ItemCount = () => {
  const record = useRecordContext();
  return <>{Array.isArray(record?.items) ? record.items.length : 0}</>;
};

/** `/marketing/bundles`: contents with weights, running in a zone or a zone group, rotated by weight. */
export const bundlesResource = marketingResource({
  texts: 'marketingBundles',
  filters: [
    <ListSearchInput key="q" source="q" alwaysOn />,
    <NullableBooleanInput key="active" source="active" alwaysOn />,
    ...relationFilters('resources.marketing/bundles.fields', [
      { key: 'zone', field: 'zone', reference: 'marketing/zones' },
      { key: 'zoneGroup', field: 'zoneGroup', reference: 'marketing/zone-groups' },
    ]),
  ],
  keyColumns: ['name', 'active', 'zone'],
  Inputs: BundleInputs,
  defaultValues: { active: true, items: [] },
  columns: [
    <DataTable.Col key="name" source="name" />,
    <BooleanColumn key="active" source="active" />,
    <DataTable.Col key="zone" source="zone" label="app.marketingBundles.placement" disableSort>
      <Placement />
    </DataTable.Col>,
    <DataTable.Col key="items" source="items" disableSort>
      <ItemCount />
    </DataTable.Col>,
  ],
});
