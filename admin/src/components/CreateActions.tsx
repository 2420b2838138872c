import { CreateButton, TopToolbar } from 'react-admin';
import { SavedFilters } from './saved-filters/SavedFilters';

/** A list's top toolbar: its saved filters, and a Create button react-admin hides from who may not create. */
export const CreateActions = () => (
  <TopToolbar>
    <SavedFilters />
    <CreateButton />
  </TopToolbar>
);
