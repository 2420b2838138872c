import InboxIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Every list says why it is empty and what fills it. */
interface EmptyStateProps {
  titleKey: string;
  textKey?: string;
  args?: Record<string, unknown>;
  children?: ReactNode;
  testId?: string;
}

export const EmptyState = ({ titleKey, textKey, args, children, testId = 'empty-state' }: EmptyStateProps) => {
  const translate = useTranslate();
  return (
    <Box data-testid={testId} sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary', width: '100%' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
        {translate(titleKey, args)}
      </Typography>
      {textKey && <Typography sx={{ maxWidth: 520, mx: 'auto', mt: 1 }}>{translate(textKey)}</Typography>}
      {children}
    </Box>
  );
};
