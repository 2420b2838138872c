import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { fullNameOf } from '@/providers/authProvider';
import { useSite } from '@/providers/SiteContext';
import { useMe } from '@/providers/useMe';

export const WelcomeCard = () => {
  const translate = useTranslate();
  const { me } = useMe();
  const { siteName } = useSite();
  const name = me ? me.profile?.firstName || fullNameOf(me) : '';
  return (
    <Card data-testid="welcome-card">
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('app.home.welcome_title', { name })}
        </Typography>
        <Typography color="text.secondary">{translate('app.home.welcome_text', { site: siteName })}</Typography>
      </CardContent>
    </Card>
  );
};
