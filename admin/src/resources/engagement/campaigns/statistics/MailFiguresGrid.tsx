import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MailFigures } from '@newsroom/config';
import { useLocale, useTranslate } from 'react-admin';
import { formatNumber, formatRate } from './format';

type Figure = { key: string; value: number; rate?: number; muted?: boolean };

/** The figures people read first, then what machines did (counted apart, never in the rates). */
const figuresOf = (f: MailFigures): Figure[] => [
  { key: 'sent', value: f.sent },
  { key: 'delivered', value: f.delivered },
  { key: 'unique_opens', value: f.uniqueOpens, rate: f.openRate },
  { key: 'unique_clicks', value: f.uniqueClicks, rate: f.clickRate },
  { key: 'click_to_open', value: f.clickToOpen },
  { key: 'bounces', value: f.bounces, rate: f.bounceRate },
  { key: 'unsubscribes', value: f.unsubscribes, rate: f.unsubscribeRate },
  { key: 'complaints', value: f.complaints },
  { key: 'machine_opens', value: f.machineOpens, muted: true },
  { key: 'scanner_clicks', value: f.scannerClicks, muted: true },
];

export const MailFiguresGrid = ({ figures, testId = 'mail-figures' }: { figures: MailFigures; testId?: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', mb: 2 }}
    >
      {figuresOf(figures).map(({ key, value, rate, muted }) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5, opacity: muted ? 0.8 : 1 }} data-testid={`figure-${key}`}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.4 }}>
            {translate(`app.campaigns.figures.${key}`)}
          </Typography>
          <Typography variant="h5" component="p">
            {key === 'click_to_open' ? formatRate(value, locale) : formatNumber(value, locale)}
          </Typography>
          {rate !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {formatRate(rate, locale)}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
};
