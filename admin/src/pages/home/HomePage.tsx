import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { PageTitle } from '@/components/PageTitle';
import { PAGES, resourceEntry } from '@/registry/resources';
import { useAllowedActions } from '@/providers/useMe';
import { COMMENT_ACTIONS } from '@/resources/comments/permissions';
import { ContentStatisticsCard } from './ContentStatisticsCard';
import { LatestUsersCard } from './LatestUsersCard';
import { PendingCommentsCard } from './PendingCommentsCard';
import { RecentContentCard } from './RecentContentCard';
import { RevenueCard } from './RevenueCard';
import { ShortcutsCard } from './ShortcutsCard';
import { WelcomeCard } from './WelcomeCard';

/**
 * Home for every role: the welcome and the shortcuts of the menu, then each widget the user's permissions allow
 * (own recent content, pending comments, content statistics, revenue, newest profiles). A restricted editor gets
 * the content widgets, not a lone welcome card.
 */
export const HomePage = () => {
  const allowed = useAllowedActions();
  const can = (permission: string) => allowed.includes(permission);
  const canListProfiles = can(resourceEntry('users')!.permission);
  const widgets = [
    // Own content is found through its authors, so reading authors is needed too (marketing reads content only).
    can(resourceEntry('content')!.permission) && can(resourceEntry('content/authors')!.permission) && (
      <RecentContentCard key="content" />
    ),
    can(COMMENT_ACTIONS.count) && <PendingCommentsCard key="comments" />,
    // The page's permission (SPEC 6) and the report's own action, which marketing does not hold.
    can(PAGES.contentStatistics.permission) && can('api::statistic.statistic.contentReport') && (
      <ContentStatisticsCard key="statistics" />
    ),
    can(PAGES.salesOverview.permission) && <RevenueCard key="revenue" />,
  ].filter(Boolean);
  return (
    <>
      <PageTitle titleKey="app.menu.home" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: canListProfiles ? 7 : 12 }}>
          <Stack spacing={3}>
            <WelcomeCard />
            <ShortcutsCard />
            <Grid container spacing={3}>
              {widgets.map((widget) => (
                <Grid key={(widget as { key: string }).key} size={{ xs: 12, md: 6 }}>
                  {widget}
                </Grid>
              ))}
            </Grid>
          </Stack>
        </Grid>
        {canListProfiles && (
          <Grid size={{ xs: 12, lg: 5 }}>
            <LatestUsersCard />
          </Grid>
        )}
      </Grid>
    </>
  );
};
