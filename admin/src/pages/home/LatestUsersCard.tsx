import { LATEST_USERS_MAX } from '@newsroom/config';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { formatDateTime } from '@/components/formatDate';

/** The newest profiles (at most 25), shown only to users who may list profiles. */
export const LatestUsersCard = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, isPending } = useGetList('users', {
    pagination: { page: 1, perPage: LATEST_USERS_MAX },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Card data-testid="latest-users">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.home.latest_users')}
        </Typography>
        {isPending && <LinearProgress sx={{ mt: 2 }} />}
        {!isPending && (data?.length ?? 0) === 0 && <EmptyState titleKey="app.home.latest_users_empty" />}
        <List dense>
          {(data ?? []).map((profile) => {
            const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email;
            return (
              <ListItemButton key={profile.id} component={Link} to={`/users/${profile.id}/show`}>
                <ListItemAvatar>
                  <Avatar alt="">
                    {String(name ?? '?')
                      .charAt(0)
                      .toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={name}
                  secondary={`${profile.email ?? ''} · ${formatDateTime(profile.createdAt, locale)}`}
                />
              </ListItemButton>
            );
          })}
        </List>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/users">
          {translate('app.home.view_all')}
        </Button>
      </CardActions>
    </Card>
  );
};
