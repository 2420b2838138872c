import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useCommentCounts } from '@/resources/comments/useCommentCounts';
import { FigureCard } from './FigureCard';

/** The comments waiting for moderation (the menu badge's count), and open reader reports apart. */
export const PendingCommentsCard = () => {
  const translate = useTranslate();
  const counts = useCommentCounts();
  if (!counts) return null;
  return (
    <FigureCard
      titleKey="app.home.pending_comments"
      figure={counts.pending}
      figureTestId="home-pending-count"
      link={{ to: '/comments', labelKey: 'app.home.moderate' }}
      testId="home-pending-comments"
    >
      <Typography color="text.secondary">
        {translate('app.home.pending_text', { smart_count: counts.pending })}
        {counts.reports > 0 && ` · ${translate('app.comments.open_reports', { smart_count: counts.reports })}`}
      </Typography>
    </FigureCard>
  );
};
