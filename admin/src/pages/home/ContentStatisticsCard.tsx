import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { PAGES } from '@/registry/resources';
import { useAllowedActions, useApi } from '@/providers/useMe';
import { FigureCard } from './FigureCard';

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
    <FigureCard
      titleKey="app.home.content_statistics"
      figure={report ? number(report.total) : '…'}
      figureTestId="home-views"
      link={{ to: PAGES.contentStatistics.route, labelKey: 'app.home.all_statistics' }}
      testId="home-content-statistics"
    >
      <Typography color="text.secondary">{translate('app.home.views_week')}</Typography>
      <List dense>
        {(report?.top ?? []).slice(0, TOP).map((item) => (
          <ListItem key={`${item.documentId}-${item.locale}`} disableGutters>
            <ListItemText primary={item.title} secondary={translate('app.home.views', { smart_count: item.views })} />
          </ListItem>
        ))}
      </List>
    </FigureCard>
  );
};
