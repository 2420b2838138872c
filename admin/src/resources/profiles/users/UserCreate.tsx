import { Create } from '@/components/RecordPages';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { PROFILE_POPULATE } from './constants';
import { ProfileForm } from './ProfileForm';

/** /users/create: a new profile; after saving, its edit page (notes and account need a saved profile). */
export const UserCreate = () => (
  <UnsavedChangesScope>
    <Create
      resource="users"
      redirect={(_resource?: string, id?: unknown) => `users/${encodeURIComponent(String(id))}`}
      mutationOptions={{ meta: { populate: PROFILE_POPULATE } }}
    >
      <ProfileForm edit={false} />
    </Create>
  </UnsavedChangesScope>
);
