import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Stack from '@mui/material/Stack';
import { Button, CreateButton, DataTable, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { FilterListToolbar } from '@/components/lists/FilterListToolbar';
import { BulkTagsButton } from './BulkTagsButton';
import { LIST_POPULATE } from './constants';
import { ExportMenu } from './ExportMenu';
import { useProfileCan } from './permissions';
import { AccountStatusField } from './ProfileFields';
import { ProfileTypeField } from './ProfileTypeField';
import { profileName } from './profileName';
import { TagsColumn } from './TagsColumn';
import { userFilters } from './UserFilters';

const ImportButton = () => (
  <Button label="app.users.import.button" component={Link} to="/users/import" data-testid="import-button">
    <UploadIcon />
  </Button>
);

const ListActions = () => {
  const can = useProfileCan();
  return (
    <FilterListToolbar canCreate={can.create}>
      {can.importAnalyze && <ImportButton />}
      {can.export && <ExportMenu />}
    </FilterListToolbar>
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
  const can = useProfileCan();
  const hasBulk = can.bulkTags && can.tagsFind;
  // Someone who may edit goes straight to the form (/users/{id}); otherwise to the read-only page.
  const rowClick = (id: Identifier) => `/users/${encodeURIComponent(String(id))}${can.update ? '' : '/show'}`;
  return (
    <ConsoleList
      filters={userFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<ListActions />}
      queryOptions={{ meta: { populate: LIST_POPULATE } }}
      empty={<Empty />}
    >
      <ListTable
        texts="users"
        keyColumns={['lastName', 'accountStatus', 'email', 'type']}
        rowClick={rowClick}
        bulkActionButtons={hasBulk ? <BulkTagsButton /> : false}
      >
        <DataTable.Col source="lastName" label="resources.users.fields.name" render={profileName} />
        <DataTable.Col source="email" />
        <DataTable.Col source="type">
          <ProfileTypeField />
        </DataTable.Col>
        <DataTable.Col source="accountStatus">
          <AccountStatusField />
        </DataTable.Col>
        <TagsColumn source="tags" />
        <DateTimeColumn source="createdAt" />
      </ListTable>
    </ConsoleList>
  );
};
