import { lazyScreen } from '@/components/lazyScreen';

/**
 * The pages that are not resources, each fetched when first opened (route-level code splitting, C14).
 * The login page stays in the initial bundle: it is the first screen of everyone not signed in.
 */
export const ForgotPasswordPage = lazyScreen(() =>
  import('./auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyScreen(() => import('./auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));
export const ConfirmAccountPage = lazyScreen(() =>
  import('./auth/ConfirmAccountPage').then((m) => m.ConfirmAccountPage),
);
export const AcceptInvitationPage = lazyScreen(() =>
  import('./auth/AcceptInvitationPage').then((m) => m.AcceptInvitationPage),
);
export const LogoutPage = lazyScreen(() => import('./auth/LogoutPage').then((m) => m.LogoutPage));
export const SharedContentPage = lazyScreen(() =>
  import('./shared/SharedContentPage').then((m) => m.SharedContentPage),
);
export const ChangelogPage = lazyScreen(() => import('./changelog/ChangelogPage').then((m) => m.ChangelogPage));
export const HomePage = lazyScreen(() => import('./home/HomePage').then((m) => m.HomePage));
export const PrivacyPage = lazyScreen(() => import('./privacy/PrivacyPage').then((m) => m.PrivacyPage));
export const SearchPage = lazyScreen(() => import('./search/SearchPage').then((m) => m.SearchPage));
export const ContentStatisticsPage = lazyScreen(() =>
  import('./statistics/ContentStatisticsPage').then((m) => m.ContentStatisticsPage),
);
export const SalesDashboardPage = lazyScreen(() =>
  import('./sales/SalesDashboardPage').then((m) => m.SalesDashboardPage),
);
export const MailOverviewPage = lazyScreen(() => import('./mail/MailOverviewPage').then((m) => m.MailOverviewPage));
export const MailStatisticsPage = lazyScreen(() =>
  import('./mail/MailStatisticsPage').then((m) => m.MailStatisticsPage),
);
export const MarketingOverviewPage = lazyScreen(() =>
  import('./marketing/MarketingOverviewPage').then((m) => m.MarketingOverviewPage),
);
export const CheckInPage = lazyScreen(() =>
  import('../resources/events/check-in/CheckInPage').then((m) => m.CheckInPage),
);
export const ExportBuilderPage = lazyScreen(() =>
  import('./exports/ExportBuilderPage').then((m) => m.ExportBuilderPage),
);
export const MeetPage = lazyScreen(() => import('./meet/MeetPage').then((m) => m.MeetPage));
// Settings (#23): the overview, the general settings and the social accounts and sharing.
export const SettingsOverviewPage = lazyScreen(() =>
  import('./settings/SettingsOverviewPage').then((m) => m.SettingsOverviewPage),
);
export const SettingsGeneralPage = lazyScreen(() =>
  import('./settings/GeneralSettingsPage').then((m) => m.GeneralSettingsPage),
);
export const SettingsTagsPage = lazyScreen(() =>
  import('./settings/tags/TagManagerPage').then((m) => m.TagManagerPage),
);
export const SettingsSocialPage = lazyScreen(() =>
  import('./settings/SocialSettingsPage').then((m) => m.SocialSettingsPage),
);
