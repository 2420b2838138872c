import type { ReactElement, ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { Create, Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';

export interface MarketingResourceOptions {
  /** The catalog's screen name (app.<texts>.empty_title ...) and the test ids. */
  texts: string;
  filters: ReactElement[];
  columns: ReactNode;
  keyColumns: string[];
  Inputs: (props: { create: boolean }) => ReactNode;
  defaultValues?: Record<string, unknown>;
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
}

/** List (search, filters, sorting, pages), create and edit of a marketing resource; delete asks first (ResourceForm). */
export const marketingResource = ({
  texts,
  filters,
  columns,
  keyColumns,
  Inputs,
  defaultValues,
  transform,
}: MarketingResourceOptions): Omit<ResourceProps, 'name'> => {
  const MarketingList = () => (
    <ConsoleList texts={texts} filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<CreateActions />}>
      <ListTable texts={texts} keyColumns={keyColumns} rowClick="edit">
        {columns}
        <DateTimeColumn source="updatedAt" />
      </ListTable>
    </ConsoleList>
  );
  const MarketingCreate = () => (
    <UnsavedChangesScope>
      <Create redirect="edit">
        <ResourceForm testId={`${texts}-form`} defaultValues={defaultValues} transform={transform}>
          <Inputs create />
        </ResourceForm>
      </Create>
    </UnsavedChangesScope>
  );
  const MarketingEdit = () => (
    <UnsavedChangesScope>
      <Edit redirect="list" mutationMode="pessimistic">
        <ResourceForm edit testId={`${texts}-form`} transform={transform}>
          <Inputs create={false} />
        </ResourceForm>
      </Edit>
    </UnsavedChangesScope>
  );
  return { list: MarketingList, create: MarketingCreate, edit: MarketingEdit };
};
