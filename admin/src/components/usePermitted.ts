import { useResourceContext } from 'react-admin';
import { actionFor } from '@/registry/resources';
import { useAllowedActions } from '../providers/useMe';

/** Whether the user may do `action` (create, update, delete, bulkStatus, ...) on the current resource's API. */
export const usePermitted = (action: string, resourceName?: string): boolean => {
  const current = useResourceContext();
  const allowed = useAllowedActions();
  const permission = actionFor(resourceName ?? current ?? '', action);
  return !!permission && allowed.includes(permission);
};
