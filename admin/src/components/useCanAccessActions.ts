import { useQuery } from '@tanstack/react-query';
import { useAuthProvider, useRecordContext } from 'react-admin';

/**
 * Which of `actions` the user may do on `resource`, for a row of buttons shown together: react-admin's
 * access check (authProvider.canAccess, the one useCanAccess asks) once per action. React-admin answers
 * many resources for one action (useCanAccessResources), not one resource for many actions. Undefined
 * until every answer is in, so the row renders nothing rather than flashing buttons it then hides.
 */
export const useCanAccessActions = <Action extends string>(
  resource: string,
  actions: readonly Action[],
): Action[] | undefined => {
  const authProvider = useAuthProvider();
  const record = useRecordContext();
  const { data } = useQuery({
    queryKey: ['auth', 'canAccessActions', { resource, actions, recordId: record?.id }],
    queryFn: async ({ signal }) => {
      // Without an access check (an authProvider without canAccess) everything is allowed, as in react-admin.
      const answers = await Promise.all(
        actions.map(
          (action) =>
            !authProvider?.canAccess ||
            authProvider.canAccess({
              resource,
              action,
              record,
              signal: authProvider.supportAbortSignal ? signal : undefined,
            }),
        ),
      );
      return actions.filter((_, index) => answers[index]);
    },
  });
  return data;
};
