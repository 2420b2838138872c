// The cards an order's and an invoice's page are made of.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The top card: chips (status, kind, channel) with an optional figure on the right, then amounts and actions. */
export const SummaryCard = ({
  chips,
  aside,
  children,
}: {
  chips: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) => (
  <Card>
    <CardContent>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {chips}
        </Stack>
        {aside}
      </Stack>
      {children}
    </CardContent>
  </Card>
);

/** A titled card of the page (lines, parties, history), as tall as its neighbour in a row. */
export const SectionCard = ({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

export interface Section {
  title: string;
  /** Its share of the twelve columns on wide screens; phones stack the cards. */
  width: number;
  testId?: string;
  content: ReactNode;
}

/** Section cards side by side on wide screens, one under the other on narrow ones. */
export const SectionRow = ({ sections }: { sections: Section[] }) => (
  <Grid container spacing={2}>
    {sections.map(({ title, width, testId, content }) => (
      <Grid key={title} size={{ xs: 12, md: width }}>
        <SectionCard title={title} testId={testId}>
          {content}
        </SectionCard>
      </Grid>
    ))}
  </Grid>
);
