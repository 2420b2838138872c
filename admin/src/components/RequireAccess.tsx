import type { ReactNode } from 'react';
import { CanAccess, Loading } from 'react-admin';
import { ErrorScreen } from './errors/ErrorScreen';

/**
 * A screen shown only to who may open it (react-admin's CanAccess, answered by authProvider.canAccess
 * from the registry); otherwise the unauthorized screen in its place, the address unchanged.
 */
export const RequireAccess = ({
  resource,
  action = 'list',
  children,
}: {
  resource: string;
  action?: string;
  children: ReactNode;
}) => (
  <CanAccess
    resource={resource}
    action={action}
    loading={<Loading />}
    accessDenied={<ErrorScreen status={401} embedded />}
  >
    {children}
  </CanAccess>
);
