import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { pushApi, type PushCampaignResults } from '@/providers/pushApi';

/** The figures shown, in order: SPEC's sent, delivered, clicked, then what became of the rest. */
export const RESULT_KEYS = ['sent', 'delivered', 'clicked', 'removed', 'failed'] as const;

/** Sent, delivered and clicked as tiles; delivered and clicked with their share of sent. */
export const PushFigures = ({ results, testId }: { results: PushCampaignResults | undefined; testId: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const language = locale === 'en' ? 'en-GB' : 'nl-NL';
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" data-testid={testId}>
      {RESULT_KEYS.map((key) => (
        <Card key={key} variant="outlined" sx={{ minWidth: 140, flex: '1 1 140px' }}>
          <CardContent>
            <Typography variant="h5" component="p" data-testid={`${testId}-${key}`}>
              {results ? number.format(results[key]) : '–'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.push_campaigns.results.${key}`)}
              {results && results.sent > 0 && ['delivered', 'clicked'].includes(key)
                ? ` (${percent.format(results[key] / results.sent)})`
                : ''}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

/** A push campaign's results on its page, polled while it sends. */
export const PushCampaignResultsCard = ({ documentId, live }: { documentId: string; live: boolean }) => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['push', 'campaign-results', documentId],
    queryFn: () => pushApi.campaignResults(documentId).then((r) => r.data),
    refetchInterval: live ? 2000 : false,
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.push_campaigns.results.title')}
        </Typography>
        <PushFigures results={data} testId="push-results" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.push_campaigns.results.help')}
        </Typography>
      </CardContent>
    </Card>
  );
};
