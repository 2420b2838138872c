import { useCanAccess, useResourceContext } from 'react-admin';

/**
 * Whether the user may do `action` (create, edit, delete, finalize, ...) on the current resource: react-admin's
 * access check (authProvider.canAccess, answered from the registry); false until it has answered.
 */
export const usePermitted = (action: string, resourceName?: string): boolean => {
  const current = useResourceContext();
  return useCanAccess({ action, resource: resourceName ?? current ?? '' }).canAccess === true;
};
