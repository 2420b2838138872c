import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled block of a sales form. */
export const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <Divider sx={{ mb: 1 }} />
    </Box>
  );
};

/** Inputs side by side, two per row on wide screens, one on narrow ones. */
export const Row = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      columnGap: 2,
      width: '100%',
      alignItems: 'start',
    }}
  >
    {children}
  </Box>
);
