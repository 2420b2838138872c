import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { PageTitle } from '@/components/PageTitle';
import { PAGES, resourceEntry } from '@/registry/resources';
import { useAllowedActions } from '@/providers/useMe';
import { LatestUsersCard } from './LatestUsersCard';
import { RevenueCard } from './RevenueCard';
import { WelcomeCard } from './WelcomeCard';

export const HomePage = () => {
  const allowed = useAllowedActions();
  const canListProfiles = allowed.includes(resourceEntry('users')!.permission);
  const canSeeRevenue = allowed.includes(PAGES.salesOverview.permission);
  return (
    <>
      <PageTitle titleKey="app.menu.home" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: canListProfiles ? 5 : 12 }}>
          {/* The revenue widget under the welcome, beside the (long) list of new users. */}
          <Stack spacing={3}>
            <WelcomeCard />
            {canSeeRevenue && <RevenueCard />}
          </Stack>
        </Grid>
        {canListProfiles && (
          <Grid size={{ xs: 12, lg: 7 }}>
            <LatestUsersCard />
          </Grid>
        )}
      </Grid>
    </>
  );
};
