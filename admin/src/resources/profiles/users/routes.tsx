import type { ComponentType, ReactNode } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import { useMe } from '@/providers/useMe';
import { MyAccountPage } from './account/MyAccountPage';
import { ImportProgressPage } from './import/ImportProgressPage';
import { ImportWizard } from './import/ImportWizard';
import { useProfileCan, type ProfilePermission } from './permissions';
import { USER_ROUTE_PATHS, type UserRoutePath } from './routePaths';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';

/** Waits for the signed-in user, then shows the screen only with every permission it needs. */
const Guard = ({ needs, children }: { needs: ProfilePermission[]; children: ReactNode }) => {
  const { isPending } = useMe();
  const can = useProfileCan();
  if (isPending) return <Loading />;
  if (!needs.every((permission) => can[permission])) return <ErrorScreen status={401} embedded />;
  return <ResourceContextProvider value="users">{children}</ResourceContextProvider>;
};

/**
 * /users/{id}: the signed-in user's own profile is their account page (SPEC section 2); any other
 * profile opens in the staff form, or read-only for someone who may not change profiles.
 */
export const ProfileRoute = () => {
  const { id = '' } = useParams();
  const { me, isPending } = useMe();
  const can = useProfileCan();
  if (isPending) return <Loading />;
  const own = me?.profile && (id === me.profile.documentId || id === String(me.profile.id));
  if (own) return <MyAccountPage />;
  if (!can.find) return <ErrorScreen status={401} embedded />;
  if (!can.update) return <Navigate to={`/users/${encodeURIComponent(id)}/show`} replace />;
  return (
    <ResourceContextProvider value="users">
      <UserEdit id={id} />
    </ResourceContextProvider>
  );
};

const ImportJobRoute = () => {
  const { jobId = '' } = useParams();
  return <ImportProgressPage jobId={jobId} />;
};

const CreateRoute = () => (
  <Guard needs={['find', 'create']}>
    <UserCreate />
  </Guard>
);

const ImportRoute = () => (
  <Guard needs={['find', 'importAnalyze']}>
    <ImportWizard />
  </Guard>
);

const GuardedImportJobRoute = () => (
  <Guard needs={['find', 'job']}>
    <ImportJobRoute />
  </Guard>
);

/** The screen of each profile route of routePaths.ts. */
export const USER_ROUTE_SCREENS: Record<UserRoutePath, ComponentType> = {
  '/users/create': CreateRoute,
  '/users/import': ImportRoute,
  '/users/import/:jobId': GuardedImportJobRoute,
  '/users/:id': ProfileRoute,
};

/** The routes with their screens loaded up front (the tests; App.tsx loads them lazily through resources/). */
export const userRoutes = USER_ROUTE_PATHS.map((path) => {
  const Screen = USER_ROUTE_SCREENS[path];
  return <Route key={path} path={path} element={<Screen />} />;
});
