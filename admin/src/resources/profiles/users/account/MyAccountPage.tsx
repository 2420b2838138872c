import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { useMe } from '@/providers/useMe';
import { AvatarUpload } from './AvatarUpload';
import { MyProfileForm } from './MyProfileForm';
import { PasswordForm } from './PasswordForm';

/**
 * /users/{profileId}: the signed-in user's own account. Someone else's id goes to that
 * profile's read-only page, which the users permission guards.
 */
export const MyAccountPage = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const { me } = useMe();
  const profile = me?.profile;
  if (!profile) return null;
  const own = id === profile.documentId || id === String(profile.id);
  if (!own) return <Navigate to={`/users/${encodeURIComponent(id ?? '')}/show`} replace />;

  return (
    <UnsavedChangesScope>
      <div data-testid="my-account">
        <PageTitle titleKey="app.account.title" />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Card>
              <CardContent>
                <MyProfileForm profile={profile} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Card sx={{ mb: 3 }}>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {translate('app.account.avatar')}
                </Typography>
                <AvatarUpload />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {translate('app.account.password')}
                </Typography>
                <PasswordForm />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </div>
    </UnsavedChangesScope>
  );
};
