import type { ReactNode } from 'react';
import { ErrorScreen } from './errors/ErrorScreen';
import { useAllowedActions } from '../providers/useMe';

/** Route guard fed by areas.ts: without the permission the unauthorized screen shows in place. */
export const RequirePermission = ({ permission, children }: { permission?: string; children: ReactNode }) => {
  const allowed = useAllowedActions();
  if (permission && !allowed.includes(permission)) return <ErrorScreen status={401} embedded />;
  return <>{children}</>;
};
