import { customerDisplayName } from '@newsroom/config';
import { DataTable, FunctionField, useTranslate, type RaRecord } from 'react-admin';
import { CreateActions } from '@/components/CreateActions';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { TagsColumn } from '@/resources/profiles/users/TagsColumn';
import { customerFilters } from './CustomerFilters';

const VatinType = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return (
    <>{record.vatinType ? translate(`app.customers.vatin_types.${record.vatinType}`, { _: record.vatinType }) : ''}</>
  );
};

/**
 * /sales/customers: search, filters, sorting and pages, newest first; the customer shows (and sorts) by
 * `displayName`, which the server keeps as the company name, else the contact person.
 */
export const CustomerList = () => (
  <ConsoleList
    texts="customers"
    filters={customerFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={<CreateActions />}
    queryOptions={{ meta: { populate: { tags: true } } }}
  >
    <ListTable texts="customers" keyColumns={['displayName', 'email', 'debtorId']} rowClick="edit">
      <DataTable.Col
        source="displayName"
        label="resources.sales/customers.fields.displayName"
        render={(record) => record.displayName || customerDisplayName(record)}
      />
      <DataTable.Col source="contact" />
      <DataTable.Col source="email" />
      <DataTable.Col source="debtorId" />
      <DataTable.Col source="vatinType" disableSort>
        <FunctionField source="vatinType" render={(record) => <VatinType record={record} />} />
      </DataTable.Col>
      <TagsColumn source="tags" />
      <DateTimeColumn source="createdAt" />
    </ListTable>
  </ConsoleList>
);
