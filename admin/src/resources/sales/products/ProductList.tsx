import { DEFAULT_CURRENCY, PRODUCT_TYPES, formatCents } from '@newsroom/config';
import { DataTable, FunctionField, NullableBooleanInput, SelectInput, useLocale, useTranslate } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { BooleanColumn } from '@/components/lists/BooleanColumn';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { relationFilters } from '@/components/lists/ReferenceFilter';
import { translatedChoices } from '@/components/lists/translatedChoices';
import { ProductBulkActions, useCanBulkPublish } from './ProductBulkActions';

/** Filters by type, category, channel and published; `q` searches name, description and SKU (areas.ts). */
const filters = [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={translatedChoices('app.products.types', PRODUCT_TYPES)} alwaysOn />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
  ...relationFilters('resources.sales/products.fields', [
    { key: 'category', field: 'categories', reference: 'sales/products/categories' },
    { key: 'channel', field: 'channel', reference: 'sales/channels' },
  ]),
];

const TypeLabel = ({ type }: { type: string }) => {
  const translate = useTranslate();
  return <>{translate(`app.products.types.${type}`, { _: type })}</>;
};

/** `/sales/products`: the catalogue, by name, with bulk publish for who may. */
export const ProductList = () => {
  const locale = useLocale();
  const canBulk = useCanBulkPublish();
  return (
    <ConsoleList texts="products" filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<CreateActions />}>
      <ListTable
        texts="products"
        keyColumns={['name', 'price', 'type', 'published']}
        rowClick="edit"
        bulkActionButtons={canBulk ? <ProductBulkActions /> : false}
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
        <BooleanColumn source="published" />
        <DateTimeColumn source="updatedAt" />
      </ListTable>
    </ConsoleList>
  );
};
