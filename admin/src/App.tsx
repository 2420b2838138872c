import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource, type AdminProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { PAGES } from './registry/resources';
import { RequireAccess } from './components/RequireAccess';
import { ErrorScreen } from './components/errors/ErrorScreen';
import { GlobalOverlays } from './layout/GlobalOverlays';
import { LoginPage } from './pages/auth/LoginPage';
import {
  AcceptInvitationPage,
  ChangelogPage,
  CheckInPage,
  ConfirmAccountPage,
  ContentStatisticsPage,
  ForgotPasswordPage,
  HomePage,
  LogoutPage,
  MailOverviewPage,
  MarketingOverviewPage,
  MeetPage,
  ExportBuilderPage,
  MailStatisticsPage,
  PrivacyPage,
  ResetPasswordPage,
  SalesDashboardPage,
  SearchPage,
  SettingsGeneralPage,
  SettingsOverviewPage,
  SettingsSocialPage,
  SettingsTagsPage,
  SharedContentPage,
} from './pages';
import { CatchAllNotFound } from './components/errors/NotFoundPage';
import { AdminErrorPage } from './components/errors/ServerErrorPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { GUARDED_RESOURCES, lazyUserRoutes } from './resources';
import { SystemEmailEditPage, SystemEmailListPage } from './resources/settings/emails';
import { theme } from './theme';

// Every failure is toasted once; retrying would toast it again and make the user wait.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
// Where react-admin's own views send a user they refuse (canAccess false): the unauthorized screen.
const AccessDenied = () => <ErrorScreen status={401} embedded />;

// The providers and the screens react-admin shows for its own states (sign-in, home, not found, errors, refusals).
const providers = { dataProvider, authProvider, queryClient } satisfies Partial<AdminProps>;
const screens = {
  layout: AppLayout,
  loginPage: LoginPage,
  dashboard: HomePage,
  catchAll: CatchAllNotFound,
  notification: GlobalOverlays,
  error: AdminErrorPage,
  accessDenied: AccessDenied,
} satisfies Partial<AdminProps>;

// Made on first render, not on import: the stored language's texts are loaded by then (main.tsx waits for them).
let i18nProvider: ReturnType<typeof createI18nProvider> | undefined;

export const App = () => (
  <Admin
    title="Newsroom"
    {...providers}
    i18nProvider={(i18nProvider ??= createI18nProvider())}
    {...screens}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      {/* SPEC section 2 "a logout page": signs out and says so; the profile menu's Logout comes here. */}
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/confirm-account" element={<ConfirmAccountPage />} />
      {/* The invitation e-mail of a customer's new employee (public: the code is the credential). */}
      <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
      {/* A preview or share link of a content item (public: the signed token is the permission). */}
      <Route path="/shared/:token" element={<SharedContentPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/search" element={<SearchPage />} />
      <Route path="/changelog" element={<ChangelogPage />} />
      {/* Ranks above the content resource's /content/:id routes (static segments win). */}
      <Route
        path={PAGES.contentStatistics.route}
        element={
          <RequireAccess resource={PAGES.contentStatistics.route.slice(1)}>
            <ContentStatisticsPage />
          </RequireAccess>
        }
      />
      {/* The sales dashboard: /sales and /sales/overview are the same page. */}
      {['/sales', PAGES.salesOverview.route].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAccess resource={PAGES.salesOverview.route.slice(1)}>
              <SalesDashboardPage />
            </RequireAccess>
          }
        />
      ))}
      {/* Engagement: the overview and the statistics of all campaigns (static routes, above the mail resources). */}
      <Route
        path={PAGES.mailOverview.route}
        element={
          <RequireAccess resource={PAGES.mailOverview.route.slice(1)}>
            <MailOverviewPage />
          </RequireAccess>
        }
      />
      <Route
        path={PAGES.mailStatistics.route}
        element={
          <RequireAccess resource={PAGES.mailStatistics.route.slice(1)}>
            <MailStatisticsPage />
          </RequireAccess>
        }
      />
      {/* Marketing zones: the overview (a static route, above the marketing resources). */}
      <Route
        path={PAGES.marketingOverview.route}
        element={
          <RequireAccess resource={PAGES.marketingOverview.route.slice(1)}>
            <MarketingOverviewPage />
          </RequireAccess>
        }
      />
      {/* Tickets (#21): check-in at the door (a static route, above the events resources). */}
      <Route
        path={PAGES.eventsCheckIn.route}
        element={
          <RequireAccess resource={PAGES.eventsCheckIn.route.slice(1)}>
            <CheckInPage />
          </RequireAccess>
        }
      />
      {/* The export builder (#23): reached from the lists' "Export…" and the profile menu. */}
      <Route
        path={PAGES.exports.route}
        element={
          <RequireAccess resource={PAGES.exports.route.slice(1)}>
            <ExportBuilderPage />
          </RequireAccess>
        }
      />
      {/* The video meeting with support (#23): only with a meeting server (docs/meet.md). */}
      <Route
        path={PAGES.meet.route}
        element={
          <RequireAccess resource={PAGES.meet.route.slice(1)}>
            <MeetPage />
          </RequireAccess>
        }
      />
      {(
        [
          ['settingsOverview', <SettingsOverviewPage key="overview" />],
          ['settingsGeneral', <SettingsGeneralPage key="general" />],
          ['settingsTags', <SettingsTagsPage key="tags" />],
          ['settingsSocial', <SettingsSocialPage key="social" />],
          ['settingsEmails', <SystemEmailListPage key="emails" />],
        ] as const
      ).map(([page, element]) => (
        <Route
          key={page}
          path={PAGES[page].route}
          element={<RequireAccess resource={PAGES[page].route.slice(1)}>{element}</RequireAccess>}
        />
      ))}
      {/* One system e-mail's editor (docs/system-emails.md), behind the list's permission. */}
      <Route
        path="/settings/emails/:key"
        element={
          <RequireAccess resource={PAGES.settingsEmails.route.slice(1)}>
            <SystemEmailEditPage />
          </RequireAccess>
        }
      />
      <Route path="/privacy" element={<PrivacyPage />} />
      {/* /users/create, /users/import[/:jobId], /users/{id} (own account or the staff form); above the users resource's routes. */}
      {lazyUserRoutes}
    </CustomRoutes>
    {GUARDED_RESOURCES.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
  </Admin>
);
