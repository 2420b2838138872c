import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A table wider than its card (a phone, 390 px) scrolls sideways inside the card instead of widening the page,
 * so the card's buttons stay on screen.
 */
export const ScrollTable = ({ children }: { children: ReactNode }) => (
  <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>{children}</Box>
);
