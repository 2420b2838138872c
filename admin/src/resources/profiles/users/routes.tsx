import type { ComponentType, ReactNode } from 'react';
import { Loading, ResourceContextProvider, useCanAccess } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import { RequireAccess } from '@/components/RequireAccess';
import { useMe } from '@/providers/useMe';
import { MyAccountPage } from './account/MyAccountPage';
import { ImportProgressPage } from './import/ImportProgressPage';
import { ImportWizard } from './import/ImportWizard';
import { USER_ROUTE_PATHS, type UserRoutePath } from './routePaths';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';

/**
 * A profile screen outside the resource's own routes, guarded like every resource's screens
 * (authProvider.canAccess from the registry): it needs reading profiles and `action` (create, or the
 * import's `import` and `importProgress` of registry/resources.ts); without them the unauthorized screen.
 */
const ProfileScreen = ({ action, children }: { action: string; children: ReactNode }) => (
  <RequireAccess resource="users">
    <RequireAccess resource="users" action={action}>
      <ResourceContextProvider value="users">{children}</ResourceContextProvider>
    </RequireAccess>
  </RequireAccess>
);

/**
 * /users/{id}: the signed-in user's own profile is their account page (SPEC section 2); any other
 * profile opens in the staff form, or read-only for someone who may not change profiles.
 */
export const ProfileRoute = () => {
  const { id = '' } = useParams();
  const { me, isPending } = useMe();
  const read = useCanAccess({ resource: 'users', action: 'show' });
  const change = useCanAccess({ resource: 'users', action: 'edit' });
  if (isPending || read.isPending || change.isPending) return <Loading />;
  const own = me?.profile && (id === me.profile.documentId || id === String(me.profile.id));
  if (own) return <MyAccountPage />;
  if (read.canAccess !== true) return <ErrorScreen status={401} embedded />;
  if (change.canAccess !== true) return <Navigate to={`/users/${encodeURIComponent(id)}/show`} replace />;
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
  <ProfileScreen action="create">
    <UserCreate />
  </ProfileScreen>
);

const ImportRoute = () => (
  <ProfileScreen action="import">
    <ImportWizard />
  </ProfileScreen>
);

const GuardedImportJobRoute = () => (
  <ProfileScreen action="importProgress">
    <ImportJobRoute />
  </ProfileScreen>
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
