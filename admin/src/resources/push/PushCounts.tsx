import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { pushApi, type PushOverview } from '@/providers/pushApi';

/** The query key of the counts: a test push that removed a device or a delete refreshes them. */
export const PUSH_OVERVIEW_KEY = ['push', 'overview'];

const ORDER: (keyof PushOverview)[] = ['devices', 'withProfile', 'addedLast7Days', 'removedLast30Days', 'failing'];

/** The overview's counts above the devices (GET /api/push/overview). */
export const PushCounts = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useQuery({ queryKey: PUSH_OVERVIEW_KEY, queryFn: () => pushApi.overview().then((r) => r.data) });
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL');
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" data-testid="push-counts" sx={{ mt: 2 }}>
      {ORDER.map((key) => (
        <Card key={key} variant="outlined" sx={{ minWidth: 160, flex: '1 1 160px' }}>
          <CardContent>
            <Typography variant="h5" component="p" data-testid={`push-count-${key}`}>
              {data ? number.format(data[key]) : '–'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.push.counts.${key}`)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};
