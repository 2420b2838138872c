import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled group of inputs inside a tab, with an optional line that explains it. */
export const Section = ({
  titleKey,
  textKey,
  args,
  children,
  testId,
}: {
  titleKey: string;
  textKey?: string;
  args?: Record<string, unknown>;
  children: ReactNode;
  testId?: string;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" data-testid={testId} sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(titleKey, args)}
      </Typography>
      {textKey && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(textKey, args)}
        </Typography>
      )}
      {children}
    </Box>
  );
};
