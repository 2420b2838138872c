import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { formatDateTime } from '@/components/formatDate';
import { resourceEntry } from '@/registry/resources';
import { useAllowedActions, useMe } from '@/providers/useMe';

const RECENT = 5;

/**
 * The user's own content, latest change first: items with an author whose e-mail address is the user's (content
 * has authors, not accounts). Only for users who may list content.
 */
export const RecentContentCard = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { me } = useMe();
  const allowed = useAllowedActions().includes(resourceEntry('content')!.permission);
  const email = me?.email;
  const { data, isPending } = useGetList(
    'content',
    {
      pagination: { page: 1, perPage: RECENT },
      sort: { field: 'updatedAt', order: 'DESC' },
      filter: { 'authors.email': email },
    },
    { enabled: allowed && !!email },
  );
  if (!allowed) return null;
  return (
    <Card data-testid="home-recent-content">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.home.recent_content')}
        </Typography>
        {!isPending && (data?.length ?? 0) === 0 && <EmptyState titleKey="app.home.recent_content_empty" />}
        <List dense>
          {(data ?? []).map((item) => (
            <ListItemButton key={item.id} component={Link} to={`/content/${encodeURIComponent(String(item.id))}`}>
              <ListItemText primary={item.title} secondary={formatDateTime(item.updatedAt, locale)} />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
