import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CRON_RUNS_SHOWN, nextCronRuns } from '@newsroom/config';
import { useLocale, useTranslate } from 'react-admin';
import { formatRunDate } from './cronText';

/**
 * The schedule's coming runs from now (SPEC: a trigger shows its next 5), each with its weekday, in
 * Europe/Amsterdam; a one-off trigger runs only the first of them.
 */
export const NextRuns = ({ cron, once = false, heading }: { cron: string; once?: boolean; heading?: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const runs = nextCronRuns(cron, new Date(), once ? 1 : CRON_RUNS_SHOWN);
  if (!runs.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="next-runs-none">
        {translate('app.triggers.no_runs_found')}
      </Typography>
    );
  return (
    <Box data-testid="next-runs">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {heading ?? translate('app.triggers.next_runs', { smart_count: runs.length })}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          ({translate('app.triggers.time_zone')})
        </Typography>
      </Typography>
      <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3 }}>
        {runs.map((run) => (
          <Typography component="li" variant="body2" key={run.getTime()} data-testid="next-run">
            {formatRunDate(run, locale)}
          </Typography>
        ))}
      </Box>
      {once && (
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.triggers.once_note')}
        </Typography>
      )}
    </Box>
  );
};
