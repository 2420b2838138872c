import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A labelled value on an order's or invoice's page (label in small capitals, the value below it). */
export const DetailItem = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Box sx={{ mb: 1.5 }} data-testid={testId}>
    <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
      {children}
    </Typography>
  </Box>
);
