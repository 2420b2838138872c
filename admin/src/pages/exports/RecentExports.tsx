import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Job, JobProgress } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { amsterdamDateTimeText } from '@newsroom/config';
import { exportApi } from '@/providers/exportApi';
import { saveFile } from '@/providers/http';

export const RECENT_EXPORTS_KEY = ['exports', 'recent'];
const RUNNING = new Set(['CREATED', 'PENDING_JOB', 'INITIALIZING', 'PROCESSING', 'COMPLETING', 'FAILING']);

const progressOf = (job: Job): JobProgress | null =>
  job.progress && typeof job.progress === 'object' ? job.progress : null;

const ExportRow = ({ job }: { job: Job }) => {
  const translate = useTranslate();
  const progress = progressOf(job);
  const params = job.params as { kind?: string; format?: string } | null;
  const running = RUNNING.has(job.status);
  const percent = progress?.total ? Math.min(100, Math.round((progress.processed / progress.total) * 100)) : null;
  const download = async () => {
    const file = await exportApi.file(String(job.documentId));
    saveFile(file, `${params?.kind ?? 'export'}.${params?.format ?? 'csv'}`);
  };
  return (
    <Stack spacing={0.5} data-testid={`export-job-${job.documentId}`} data-status={job.status}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>
          {translate(`app.exports.kinds.${params?.kind ?? 'profiles'}`)} · {String(params?.format ?? '').toUpperCase()}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {job.createdAt ? amsterdamDateTimeText(job.createdAt) : ''}
        </Typography>
        <Typography variant="body2">{translate(`app.exports.status.${running ? 'RUNNING' : job.status}`)}</Typography>
        {job.status === 'COMPLETED' && (
          <Button size="small" startIcon={<DownloadIcon />} onClick={download} data-testid="export-download">
            {translate('app.exports.download', { rows: Number((job.result as { rows?: number })?.rows ?? 0) })}
          </Button>
        )}
      </Stack>
      {running && (
        <>
          <LinearProgress variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? 0} />
          <Typography variant="caption">
            {translate('app.exports.progress', { processed: progress?.processed ?? 0, total: progress?.total ?? '…' })}
          </Typography>
        </>
      )}
      {job.status === 'FAILED' && <Alert severity="error">{translate('app.exports.failed')}</Alert>}
    </Stack>
  );
};

/** The user's latest exports: progress while they run (polled each second), then the download. */
export const RecentExports = () => {
  const translate = useTranslate();
  const { data: jobs = [] } = useQuery({
    queryKey: RECENT_EXPORTS_KEY,
    queryFn: exportApi.recent,
    refetchInterval: (query) => ((query.state.data ?? []).some((job) => RUNNING.has(job.status)) ? 1000 : false),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.exports.recent_title')}
        </Typography>
        {jobs.length === 0 ? (
          <Typography color="text.secondary" data-testid="exports-recent-empty">
            {translate('app.exports.recent_empty')}
          </Typography>
        ) : (
          <Stack spacing={2}>
            {jobs.map((job) => (
              <ExportRow key={String(job.documentId ?? job.id)} job={job} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
