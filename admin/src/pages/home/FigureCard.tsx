import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface FigureCardProps {
  titleKey: string;
  /** The big number ('…' while it loads). */
  figure: ReactNode;
  figureTestId: string;
  /** What lies under the figure: what it counts, a short list. */
  children: ReactNode;
  /** The page with the whole story. */
  link: { to: string; labelKey: string };
  testId: string;
}

/** A home page widget around one big number (page views, comments waiting), with a way to its page. */
export const FigureCard = ({ titleKey, figure, figureTestId, children, link, testId }: FigureCardProps) => {
  const translate = useTranslate();
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(titleKey)}
        </Typography>
        <Typography variant="h4" component="p" data-testid={figureTestId}>
          {figure}
        </Typography>
        {children}
      </CardContent>
      <CardActions>
        <Button component={Link} to={link.to} size="small">
          {translate(link.labelKey)}
        </Button>
      </CardActions>
    </Card>
  );
};
