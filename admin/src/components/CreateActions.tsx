import { CreateButton, TopToolbar } from 'react-admin';
import { SavedFilters } from './saved-filters/SavedFilters';
import { usePermitted } from './usePermitted';

/** A list's top toolbar: its saved filters, and a Create button for users who may create. */
export const CreateActions = () => {
  const canCreate = usePermitted('create');
  return (
    <TopToolbar>
      <SavedFilters />
      {canCreate && <CreateButton />}
    </TopToolbar>
  );
};
