import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { ApiError } from '@/providers/apiError';
import { useApi } from '@/providers/useMe';
import { useProfileCan } from '../permissions';
import { importIdOf, isFinal, progressOf, resultCounts } from './importModel';
import { useErrorsDownload } from './useErrorsDownload';

/** How often the page asks for the job's progress. */
export const POLL_MS = 1500;

/**
 * /users/import/{jobId}: the running import's progress bar. Everything it shows comes from the job
 * (GET /api/jobs/{jobId}), so a reload or another tab shows the same. When it is done: the counts
 * and, when rows were refused, their file (GET /api/profiles/import/{importId}/errors).
 */
export const ImportProgressPage = ({ jobId }: { jobId: string }) => {
  const api = useApi();
  const translate = useTranslate();
  const can = useProfileCan();
  const [params] = useSearchParams();
  const {
    data: job,
    error,
    isPending,
  } = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: async () => (await api.job(jobId)).data,
    refetchInterval: (query) =>
      isFinal(query.state.data?.status) || (query.state.error instanceof ApiError && query.state.error.status === 404)
        ? false
        : POLL_MS,
    refetchIntervalInBackground: false,
  });
  const progress = progressOf(job);
  const done = job?.status === 'COMPLETED';
  const failed = job?.status === 'FAILED';
  const importId = importIdOf(job, params.get('import'));
  const counts = resultCounts(job);
  const refused = counts.failed ?? counts.error ?? counts.errors ?? progress.failed;

  const { download, downloading } = useErrorsDownload(importId);

  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Box data-testid="import-progress" sx={{ mt: 2 }}>
      <PageTitle titleKey="app.users.import.title" />
      <Card>
        <CardContent>
          {isPending && <LinearProgress />}
          {notFound && <Alert severity="error">{translate('app.users.import.job_not_found')}</Alert>}
          {error && !notFound && !job && (
            <Alert severity="error">{translate('app.users.import.job_unreachable')}</Alert>
          )}
          {job && (
            <>
              <Typography variant="h6" component="h2" data-testid="job-status">
                {translate(`app.users.import.job_statuses.${job.status}`, { _: job.status })}
              </Typography>
              <Box sx={{ my: 2 }}>
                <LinearProgress
                  variant={progress.percent === null ? 'indeterminate' : 'determinate'}
                  value={progress.percent ?? 0}
                  color={failed ? 'error' : done ? 'success' : 'primary'}
                  aria-label={translate('app.users.import.progress_label')}
                  data-testid="job-progress"
                  sx={{ height: 10, borderRadius: 5 }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="job-progress-text">
                  {progress.total
                    ? translate('app.users.import.processed_of', {
                        processed: progress.processed,
                        total: progress.total,
                        percent: progress.percent ?? 0,
                      })
                    : translate('app.users.import.processed', { processed: progress.processed })}
                </Typography>
              </Box>
              {!done && !failed && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {translate('app.users.import.background')}
                </Alert>
              )}
              {failed && (
                <Alert severity="error" sx={{ mb: 2 }} data-testid="job-failed">
                  {translate('app.users.import.failed', { error: job.error ?? '' })}
                </Alert>
              )}
              {(done || failed) && (
                <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap data-testid="job-counts">
                  {Object.keys(counts).length > 0 ? (
                    Object.entries(counts).map(([name, value]) => (
                      <Typography key={name} data-testid={`job-count-${name}`}>
                        {translate(`app.users.import.counts.${name}`, { _: name })}: <strong>{value}</strong>
                      </Typography>
                    ))
                  ) : (
                    <>
                      <Typography data-testid="job-count-succeeded">
                        {translate('app.users.import.counts.succeeded')}: <strong>{progress.succeeded}</strong>
                      </Typography>
                      <Typography data-testid="job-count-failed">
                        {translate('app.users.import.counts.failed')}: <strong>{progress.failed}</strong>
                      </Typography>
                    </>
                  )}
                </Stack>
              )}
              {(done || failed) && refused > 0 && importId && can.importErrors && (
                <Button
                  variant="outlined"
                  onClick={download}
                  disabled={downloading}
                  data-testid="download-errors"
                  sx={{ mr: 1 }}
                >
                  {translate('app.users.import.download_errors', { smart_count: refused })}
                </Button>
              )}
              {done && refused === 0 && (
                <Alert severity="success" sx={{ mb: 2 }}>
                  {translate('app.users.import.all_done')}
                </Alert>
              )}
            </>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button component={Link} to="/users" variant={done ? 'contained' : 'text'}>
              {translate('app.users.import.to_list')}
            </Button>
            {(done || failed || notFound) && can.importAnalyze && (
              <Button component={Link} to="/users/import">
                {translate('app.users.import.again')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
