import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';

export interface CommentRecord {
  id: string;
  numericId: number;
  content: string;
  approvalStatus: 'PENDING' | 'APPROVED' | 'REJECTED';
  author: { id?: unknown; name?: string | null; email?: string | null };
  item: { documentId: string; title: string | null; type?: string; locale?: string } | null;
  threadOf: { id: number; content: string } | null;
  reports: Array<{ id: number; reason: string; content: string; createdAt: string }>;
  createdAt: string;
}

const STATUS_COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

export const CommentStatusField = () => {
  const record = useRecordContext<CommentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[record.approvalStatus] ?? 'default'}
      label={translate(`app.comments.statuses.${record.approvalStatus}`)}
      data-testid={`comment-status-${record.numericId}`}
    />
  );
};

/** The comment itself, what it answers, and the readers' reports on it. */
export const CommentTextField = () => {
  const record = useRecordContext<CommentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ maxWidth: 560 }}>
      {record.threadOf && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
          {translate('app.comments.reply_to', { text: record.threadOf.content })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {record.content}
      </Typography>
      {record.reports.map((report) => (
        <Chip
          key={report.id}
          size="small"
          color="error"
          variant="outlined"
          sx={{ mt: 0.5, mr: 0.5, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          label={`${translate(`app.comments.reasons.${report.reason}`, { _: report.reason })}${report.content ? `: ${report.content}` : ''}`}
          data-testid="comment-report"
        />
      ))}
    </Box>
  );
};

export const CommentAuthorField = () => {
  const record = useRecordContext<CommentRecord>();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="body2">{record.author?.name || '—'}</Typography>
      {record.author?.email && record.author.email !== record.author.name && (
        <Typography variant="caption" color="text.secondary">
          {record.author.email}
        </Typography>
      )}
    </Box>
  );
};

export const CommentItemField = () => {
  const record = useRecordContext<CommentRecord>();
  const translate = useTranslate();
  if (!record?.item) return null;
  const { documentId, title, locale } = record.item;
  const search = locale && locale !== 'nl' ? `?locale=${locale}` : '';
  return (
    // MUI's link: the theme's colour, not the browser's default blue and purple.
    <MuiLink
      component={RouterLink}
      to={`/content/${encodeURIComponent(documentId)}${search}`}
      onClick={(event) => event.stopPropagation()}
      underline="hover"
      data-testid="comment-item-link"
    >
      {title ?? translate('app.comments.item_missing')}
    </MuiLink>
  );
};
