import type { ReactNode } from 'react';
import { BulkDeleteButton, DataTable, DateField, List, useLocale, type ResourceProps } from 'react-admin';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { Create, Edit } from '@/components/RecordPages';
import { CreateActions } from '@/components/CreateActions';
import { EmptyState } from '@/components/EmptyState';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { usePermitted } from '@/components/usePermitted';

export interface SimpleResourceOptions {
  /** Catalog prefix for the empty texts: app.{screen}.empty_title, empty_text, no_match. */
  screen: string;
  /** Columns after the title column. */
  columns?: ReactNode;
  /** The field that names a record (name or title). */
  titleField?: 'name' | 'title';
  /** Blocks have no slug. */
  slugColumn?: boolean;
  Inputs: (props: { create: boolean }) => ReactNode;
}

const searchFilters = [<ListSearchInput key="q" source="q" alwaysOn />];

/** List, create and edit of a simple content resource (authors, tags, categories, ...). */
export const simpleResource = ({
  screen,
  columns,
  titleField = 'name',
  slugColumn = true,
  Inputs,
}: SimpleResourceOptions): Omit<ResourceProps, 'name'> => {
  const SimpleList = () => {
    const locale = useLocale();
    const canDelete = usePermitted('delete');
    const keyColumns = [titleField, ...(slugColumn ? ['slug'] : []), 'updatedAt'];
    return (
      <List
        filters={searchFilters}
        sort={{ field: titleField, order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<CreateActions />}
        empty={
          <EmptyState
            titleKey={`app.${screen}.empty_title`}
            textKey={`app.${screen}.empty_text`}
            testId={`${screen}-empty`}
          />
        }
      >
        <ResponsiveDataTable
          keyColumns={keyColumns}
          rowClick="edit"
          bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
          empty={<EmptyState titleKey="app.content.no_match" testId={`${screen}-no-match`} />}
        >
          <DataTable.Col source={titleField} />
          {slugColumn && <DataTable.Col source="slug" />}
          {columns}
          <DataTable.Col source="updatedAt">
            <DateField source="updatedAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
          </DataTable.Col>
        </ResponsiveDataTable>
      </List>
    );
  };
  const SimpleCreate = () => (
    <UnsavedChangesScope>
      <Create>
        <ResourceForm testId={`${screen}-form`}>
          <Inputs create />
        </ResourceForm>
      </Create>
    </UnsavedChangesScope>
  );
  const SimpleEdit = () => (
    <UnsavedChangesScope>
      <Edit redirect="list" mutationMode="pessimistic">
        <ResourceForm edit testId={`${screen}-form`}>
          <Inputs create={false} />
        </ResourceForm>
      </Edit>
    </UnsavedChangesScope>
  );
  return { list: SimpleList, create: SimpleCreate, edit: SimpleEdit };
};
