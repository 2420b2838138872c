import { customerDisplayName } from '@newsroom/config';
import { DataTable, DateField, FunctionField, List, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { CreateActions } from '@/components/CreateActions';
import { EmptyState } from '@/components/EmptyState';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { TagChips } from '@/resources/profiles/users/ProfileFields';
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
export const CustomerList = () => {
  const locale = useLocale();
  return (
    <List
      filters={customerFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<CreateActions />}
      queryOptions={{ meta: { populate: { tags: true } } }}
      empty={
        <EmptyState titleKey="app.customers.empty_title" textKey="app.customers.empty_text" testId="customers-empty" />
      }
    >
      <ResponsiveDataTable
        keyColumns={['displayName', 'email', 'debtorId']}
        rowClick="edit"
        bulkActionButtons={false}
        empty={<EmptyState titleKey="app.customers.no_match" testId="customers-no-match" />}
      >
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
        <DataTable.Col source="tags" disableSort>
          <TagChips />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
        </DataTable.Col>
      </ResponsiveDataTable>
    </List>
  );
};
