import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/EmptyState';
import { apiOrigin } from '@/providers/apiBase';
import { websiteSnippet } from './websiteSnippet';

/** The website's part (./websiteSnippet.ts), with this server's origin. */
export const registerSnippet = (origin = apiOrigin()) => websiteSnippet(origin);

/** No device yet: what makes one appear, and the snippet a website needs. */
export const PushEmpty = () => (
  <EmptyState titleKey="app.push.empty_title" textKey="app.push.empty_text" testId="push-empty">
    {/* Width 0 and at least 100 %: the snippet fills the width it is given but never widens the page on a phone. */}
    <Box sx={{ width: 0, minWidth: '100%' }}>
      <Typography
        component="pre"
        data-testid="push-snippet"
        sx={{
          textAlign: 'left',
          bgcolor: 'action.hover',
          color: 'text.primary',
          p: 1.5,
          mt: 2,
          mx: 'auto',
          maxWidth: 760,
          boxSizing: 'border-box',
          borderRadius: 1,
          overflowX: 'auto',
          fontSize: 13,
        }}
      >
        {registerSnippet()}
      </Typography>
    </Box>
  </EmptyState>
);
