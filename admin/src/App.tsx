import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { PAGES } from './registry/resources';
import { RequirePermission } from './components/RequirePermission';
import { GlobalOverlays } from './layout/GlobalOverlays';
import { ForgotPasswordPage } from './pages/auth/ForgotPasswordPage';
import { LoginPage } from './pages/auth/LoginPage';
import { ResetPasswordPage } from './pages/auth/ResetPasswordPage';
import { ConfirmAccountPage } from './pages/auth/ConfirmAccountPage';
import { AcceptInvitationPage } from './pages/auth/AcceptInvitationPage';
import { ChangelogPage } from './pages/changelog/ChangelogPage';
import { CatchAllNotFound } from './components/errors/NotFoundPage';
import { AdminErrorPage } from './components/errors/ServerErrorPage';
import { HomePage } from './pages/home/HomePage';
import { PrivacyPage } from './pages/privacy/PrivacyPage';
import { SearchPage } from './pages/search/SearchPage';
import { ContentStatisticsPage } from './pages/statistics/ContentStatisticsPage';
import { SalesDashboardPage } from './pages/sales/SalesDashboardPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { userRoutes } from './resources/profiles/users/routes';
import { GUARDED_RESOURCES } from './resources';
import { theme } from './theme';

// Every failure is toasted once; retrying would toast it again and make the user wait.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
const i18nProvider = createI18nProvider();

export const App = () => (
  <Admin
    title="Newsroom"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    theme={theme}
    layout={AppLayout}
    loginPage={LoginPage}
    dashboard={HomePage}
    catchAll={CatchAllNotFound}
    notification={GlobalOverlays}
    error={AdminErrorPage}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/confirm-account" element={<ConfirmAccountPage />} />
      {/* The invitation e-mail of a customer's new employee (public: the code is the credential). */}
      <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/search" element={<SearchPage />} />
      <Route path="/changelog" element={<ChangelogPage />} />
      {/* Ranks above the content resource's /content/:id routes (static segments win). */}
      <Route
        path={PAGES.contentStatistics.route}
        element={
          <RequirePermission permission={PAGES.contentStatistics.permission}>
            <ContentStatisticsPage />
          </RequirePermission>
        }
      />
      {/* The sales dashboard: /sales and /sales/overview are the same page. */}
      {['/sales', PAGES.salesOverview.route].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RequirePermission permission={PAGES.salesOverview.permission}>
              <SalesDashboardPage />
            </RequirePermission>
          }
        />
      ))}
      <Route path="/privacy" element={<PrivacyPage />} />
      {/* /users/create, /users/import[/:jobId], /users/{id} (own account or the staff form); above the users resource's routes. */}
      {userRoutes}
    </CustomRoutes>
    {GUARDED_RESOURCES.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
  </Admin>
);
