import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { SavedFilters } from '@/components/saved-filters/SavedFilters';
import { ExportBuilderButton } from './ExportBuilderButton';

/**
 * The toolbar of a list with filters behind "Add filter": that button, the saved filters, Create when the
 * caller says the user may, then the list's own actions (import, export, ...).
 */
export const FilterListToolbar = ({ canCreate, children }: { canCreate: boolean; children?: ReactNode }) => (
  <TopToolbar>
    <FilterButton />
    <SavedFilters />
    {canCreate && <CreateButton />}
    {children}
    <ExportBuilderButton />
  </TopToolbar>
);
