import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '@/components/AuthLayout';

/** Title and introduction above an auth form, in the split box. */
export const AuthCard = ({
  titleKey,
  textKey,
  children,
}: {
  titleKey: string;
  textKey: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <AuthLayout withSidePanel>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(textKey)}
      </Typography>
      {children}
    </AuthLayout>
  );
};
