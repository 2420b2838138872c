import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { CampaignSummary } from '../show/CampaignShow';

/** The stored HTML without its open pixel: reading it here is not a reader opening the mail. */
export const withoutOpenPixel = (html: string) => html.replace(/<img\b[^>]*\/api\/engagement\/open\/[^>]*>/gi, '');

/**
 * The message as it was sent, in an iframe without any permission (`sandbox=""`: no script, no forms, no
 * navigation of the console, its own origin), so the mail's HTML cannot touch the console.
 */
const SentMessage = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.legacy_campaigns.as_sent')}
        </Typography>
        {record.sentHtml ? (
          <iframe
            title={translate('app.legacy_campaigns.as_sent')}
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={withoutOpenPixel(String(record.sentHtml))}
            style={{ width: '100%', height: 640, border: 0, background: '#fff' }}
            data-testid="legacy-sent-html"
          />
        ) : (
          <Typography color="text.secondary">{translate('app.legacy_campaigns.no_html')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};

/** A legacy campaign: read-only, with its statistics and the HTML as sent. */
export const LegacyCampaignShow = () => (
  <Show actions={false} component="div">
    <CampaignSummary actions={false} />
    <SentMessage />
  </Show>
);
