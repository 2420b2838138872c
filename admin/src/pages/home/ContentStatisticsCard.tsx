import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGES } from '@/registry/resources';
import { useAllowedActions, useApi } from '@/providers/useMe';

const TOP = 5;

/** Page views of the last seven days and the most read items, for users who may open the statistics page. */
export const ContentStatisticsCard = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const api = useApi();
  const allowed = useAllowedActions().includes(PAGES.contentStatistics.permission);
  const { data } = useQuery({
    queryKey: ['statistics', 'content', 'home'],
    queryFn: () => api.contentStatistics({ period: '7d', limit: TOP }),
    enabled: allowed,
  });
  if (!allowed) return null;
  const report = data?.data;
  const number = (n: number) => n.toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL');
  return (
    <Card data-testid="home-content-statistics">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.home.content_statistics')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="home-views">
          {report ? number(report.total) : '…'}
        </Typography>
        <Typography color="text.secondary">{translate('app.home.views_week')}</Typography>
        <List dense>
          {(report?.top ?? []).slice(0, TOP).map((item) => (
            <ListItem key={`${item.documentId}-${item.locale}`} disableGutters>
              <ListItemText primary={item.title} secondary={translate('app.home.views', { smart_count: item.views })} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions>
        <Button component={Link} to={PAGES.contentStatistics.route} size="small">
          {translate('app.home.all_statistics')}
        </Button>
      </CardActions>
    </Card>
  );
};
