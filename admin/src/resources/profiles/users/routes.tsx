import type { ReactNode } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import { useMe } from '@/providers/useMe';
import { MyAccountPage } from './account/MyAccountPage';
import { ImportProgressPage } from './import/ImportProgressPage';
import { ImportWizard } from './import/ImportWizard';
import { useProfileCan, type ProfilePermission } from './permissions';
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

/**
 * The profile routes outside react-admin's resource routes (they rank above /users/*): create,
 * the import wizard and its progress page (the job id in the URL survives a reload), and
 * /users/{id}. App.tsx and the tests mount them inside <CustomRoutes>.
 */
export const userRoutes = [
  <Route
    key="users-create"
    path="/users/create"
    element={
      <Guard needs={['find', 'create']}>
        <UserCreate />
      </Guard>
    }
  />,
  <Route
    key="users-import"
    path="/users/import"
    element={
      <Guard needs={['find', 'importAnalyze']}>
        <ImportWizard />
      </Guard>
    }
  />,
  <Route
    key="users-import-job"
    path="/users/import/:jobId"
    element={
      <Guard needs={['find', 'job']}>
        <ImportJobRoute />
      </Guard>
    }
  />,
  <Route key="users-id" path="/users/:id" element={<ProfileRoute />} />,
];
