import { DataTable, DateField, List, useLocale } from 'react-admin';
import { EmptyState } from '../../../components/EmptyState';
import { dateFieldOptions, dateLocales } from '../../../components/formatDate';
import { ProfileTypeField } from './ProfileTypeField';
import { profileName } from './profileName';
import { userFilters } from './UserFilters';

export const UserList = () => {
  const locale = useLocale();
  return (
    <List
      filters={userFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<EmptyState titleKey="app.users.empty_title" textKey="app.users.empty_text" testId="users-empty" />}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<EmptyState titleKey="app.users.no_match" testId="users-no-match" />}>
        <DataTable.Col source="lastName" label="resources.users.fields.name" render={profileName} />
        <DataTable.Col source="email" />
        <DataTable.Col source="type">
          <ProfileTypeField />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime options={dateFieldOptions} locales={dateLocales(locale)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
