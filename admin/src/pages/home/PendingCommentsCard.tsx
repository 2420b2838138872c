import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCommentCounts } from '@/resources/comments/useCommentCounts';

/** The comments waiting for moderation (the menu badge's count), and open reader reports apart. */
export const PendingCommentsCard = () => {
  const translate = useTranslate();
  const counts = useCommentCounts();
  if (!counts) return null;
  return (
    <Card data-testid="home-pending-comments">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.home.pending_comments')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="home-pending-count">
          {counts.pending}
        </Typography>
        <Typography color="text.secondary">
          {translate('app.home.pending_text', { smart_count: counts.pending })}
          {counts.reports > 0 && ` · ${translate('app.comments.open_reports', { smart_count: counts.reports })}`}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/comments" size="small">
          {translate('app.home.moderate')}
        </Button>
      </CardActions>
    </Card>
  );
};
