import { useCallback } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { AppIdentity } from './authProvider';
import type { AppDataProvider } from './dataProvider';
import { forgetMe } from './session';
import type { Me } from '@newsroom/config';

/** The data provider with its named custom methods, as react-admin hands it out. */
export const useApi = () => useDataProvider<AppDataProvider>();

/** The signed-in user (GET /api/me), shared through react-admin's identity query. */
export const useMe = (): { me: Me | undefined; isPending: boolean; refresh: () => Promise<void> } => {
  const { identity, isPending, refetch } = useGetIdentity();
  const refresh = useCallback(async () => {
    forgetMe();
    await refetch();
  }, [refetch]);
  return { me: (identity as AppIdentity | undefined)?.me, isPending, refresh };
};

export const useAllowedActions = (): readonly string[] => useMe().me?.allowedActions ?? [];

/** The user's roles (`groups` of /api/me), e.g. administrator or marketing. */
export const useRoles = (): readonly string[] => useMe().me?.groups ?? NO_ROLES;
const NO_ROLES: readonly string[] = [];
