import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Stack from '@mui/material/Stack';
import {
  Button,
  CreateButton,
  DataTable,
  DateField,
  FilterButton,
  List,
  TopToolbar,
  useLocale,
  type Identifier,
} from 'react-admin';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { Link } from 'react-router-dom';
import { SavedFilters } from '@/components/saved-filters/SavedFilters';
import { EmptyState } from '@/components/EmptyState';
import { dateFieldOptions, dateLocales } from '@/components/formatDate';
import { BulkTagsButton } from './BulkTagsButton';
import { LIST_POPULATE } from './constants';
import { ExportMenu } from './ExportMenu';
import { useProfileCan } from './permissions';
import { AccountStatusField, TagChips } from './ProfileFields';
import { ProfileTypeField } from './ProfileTypeField';
import { profileName } from './profileName';
import { userFilters } from './UserFilters';

const ImportButton = () => (
  <Button label="app.users.import.button" component={Link} to="/users/import" data-testid="import-button">
    <UploadIcon />
  </Button>
);

const ListActions = () => {
  const can = useProfileCan();
  return (
    <TopToolbar>
      <FilterButton />
      <SavedFilters />
      {can.create && <CreateButton />}
      {can.importAnalyze && <ImportButton />}
      {can.export && <ExportMenu />}
    </TopToolbar>
  );
};

/** Explains an empty list and offers what fills it, as far as the user may. */
const Empty = () => {
  const can = useProfileCan();
  return (
    <EmptyState titleKey="app.users.empty_title" textKey="app.users.empty_text" testId="users-empty">
      <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 2 }}>
        {can.create && <CreateButton variant="contained" />}
        {can.importAnalyze && <ImportButton />}
      </Stack>
    </EmptyState>
  );
};

/**
 * /users: every person the publisher knows. Search, filters (type, account status, tag, newsletter,
 * created since), sorting, pagination, bulk tag/untag, export and the import wizard.
 */
export const UserList = () => {
  const locale = useLocale();
  const can = useProfileCan();
  const hasBulk = can.bulkTags && can.tagsFind;
  // Someone who may edit goes straight to the form (/users/{id}); otherwise to the read-only page.
  const rowClick = (id: Identifier) => `/users/${encodeURIComponent(String(id))}${can.update ? '' : '/show'}`;
  return (
    <List
      filters={userFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<ListActions />}
      queryOptions={{ meta: { populate: LIST_POPULATE } }}
      empty={<Empty />}
    >
      <ResponsiveDataTable
        keyColumns={['lastName', 'accountStatus', 'email', 'type']}
        rowClick={rowClick}
        bulkActionButtons={hasBulk ? <BulkTagsButton /> : false}
        empty={<EmptyState titleKey="app.users.no_match" testId="users-no-match" />}
      >
        <DataTable.Col source="lastName" label="resources.users.fields.name" render={profileName} />
        <DataTable.Col source="email" />
        <DataTable.Col source="type">
          <ProfileTypeField />
        </DataTable.Col>
        <DataTable.Col source="accountStatus">
          <AccountStatusField />
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
