import { ShowButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Edit } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { PROFILE_POPULATE } from './constants';
import { ProfileForm } from './ProfileForm';
import { profileName } from './profileName';

const EditTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate('app.users.edit_title', { name: profileName(record) })}</>;
};

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

/**
 * /users/{documentId} for staff (someone else's profile): the tabbed form. Reads and saves with
 * every tab's data populated, and stays on the page after a save.
 */
export const UserEdit = ({ id }: { id: string }) => (
  <UnsavedChangesScope>
    <Edit
      resource="users"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      title={<EditTitle />}
      actions={<EditActions />}
      queryOptions={{ meta: { populate: PROFILE_POPULATE } }}
      mutationOptions={{ meta: { populate: PROFILE_POPULATE } }}
    >
      <ProfileForm edit />
    </Edit>
  </UnsavedChangesScope>
);
