import Grid from '@mui/material/Grid';
import { PageTitle } from '../../components/PageTitle';
import { resourceEntry } from '../../layout/areas';
import { useAllowedActions } from '../../providers/useMe';
import { LatestUsersCard } from './LatestUsersCard';
import { WelcomeCard } from './WelcomeCard';

export const HomePage = () => {
  const allowed = useAllowedActions();
  const canListProfiles = allowed.includes(resourceEntry('users')!.permission);
  return (
    <>
      <PageTitle titleKey="app.menu.home" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: canListProfiles ? 5 : 12 }}>
          <WelcomeCard />
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
