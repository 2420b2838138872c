import type { ReactNode } from 'react';
import { CreateButton, TopToolbar } from 'react-admin';
import { ExportBuilderButton } from './lists/ExportBuilderButton';
import { SavedFilters } from './saved-filters/SavedFilters';

/**
 * A list's top toolbar: its saved filters, the list's own actions (`children`), and a Create button
 * react-admin hides from who may not create.
 */
export const CreateActions = ({ children }: { children?: ReactNode }) => (
  <TopToolbar>
    <SavedFilters />
    {children}
    <ExportBuilderButton />
    <CreateButton />
  </TopToolbar>
);
