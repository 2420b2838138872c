import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  DateField,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
  useLocale,
  useTranslate,
  type ResourceProps,
} from 'react-admin';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { Create, Edit } from '@/components/RecordPages';
import { DEFAULT_CURRENCY, PRODUCT_TYPES, formatCents } from '@newsroom/config';
import { CreateActions } from '@/components/CreateActions';
import { EmptyState } from '@/components/EmptyState';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ProductBulkActions, useCanBulkPublish } from './ProductBulkActions';
import { ProductInputs } from './ProductInputs';

/** Filters by type, category, channel and published; `q` searches name, description and SKU (areas.ts). */
const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    choices={PRODUCT_TYPES.map((id) => ({ id, name: `app.products.types.${id}` }))}
    alwaysOn
  />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
  <ReferenceInput
    key="category"
    source="categories.documentId"
    reference="sales/products/categories"
    label="resources.sales/products.fields.categories"
  >
    <AutocompleteInput optionText="name" label="resources.sales/products.fields.categories" />
  </ReferenceInput>,
  <ReferenceInput
    key="channel"
    source="channel.documentId"
    reference="sales/channels"
    label="resources.sales/products.fields.channel"
  >
    <AutocompleteInput optionText="name" label="resources.sales/products.fields.channel" />
  </ReferenceInput>,
];

const ProductList = () => {
  const locale = useLocale();
  const canBulk = useCanBulkPublish();
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<CreateActions />}
      empty={
        <EmptyState titleKey="app.products.empty_title" textKey="app.products.empty_text" testId="products-empty" />
      }
    >
      <ResponsiveDataTable
        keyColumns={['name', 'price', 'type', 'published']}
        rowClick="edit"
        bulkActionButtons={canBulk ? <ProductBulkActions /> : false}
        empty={<EmptyState titleKey="app.products.no_match" testId="products-no-match" />}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="type">
          <FunctionField source="type" render={(r) => <TypeLabel type={r.type} />} />
        </DataTable.Col>
        <DataTable.Col source="price">
          <FunctionField
            source="price"
            render={(r) =>
              formatCents(
                Number(r.price ?? 0),
                r.expanded?.channel?.currency ?? DEFAULT_CURRENCY,
                locale === 'en' ? 'en-GB' : 'nl-NL',
              )
            }
          />
        </DataTable.Col>
        <DataTable.Col source="sku" />
        <DataTable.Col source="published">
          <BooleanField source="published" looseValue />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
        </DataTable.Col>
      </ResponsiveDataTable>
    </List>
  );
};

const TypeLabel = ({ type }: { type: string }) => {
  const translate = useTranslate();
  return <>{translate(`app.products.types.${type}`, { _: type })}</>;
};

const ProductCreate = () => (
  <UnsavedChangesScope>
    <Create>
      <ResourceForm
        testId="product-form"
        defaultValues={{ type: 'PRODUCT', price: 0, taxPercentage: 21, minPurchase: 1, published: false }}
      >
        <ProductInputs create />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const ProductEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect="list" mutationMode="pessimistic">
      <ResourceForm edit testId="product-form">
        <ProductInputs create={false} />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);

/** `/sales/products`: the catalogue (SPEC section 3 "Product"). */
export const productsResource: Omit<ResourceProps, 'name'> = {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
};
