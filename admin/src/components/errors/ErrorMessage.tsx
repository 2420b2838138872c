import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AuthLayout } from '@/components/AuthLayout';
import { PageHeadingWithText } from '@/components/HeadingWithText';

interface ErrorMessageProps {
  code: string;
  titleKey: string;
  textKey: string;
  testId: string;
  embedded: boolean;
  homeKey?: string;
  children?: ReactNode;
}

/** Shared look of the error pages: big code, title, text and the way home. */
export const ErrorMessage = ({
  code,
  titleKey,
  textKey,
  testId,
  embedded,
  homeKey = 'app.errors.return_home',
  children,
}: ErrorMessageProps) => {
  const translate = useTranslate();
  return (
    <AuthLayout embedded={embedded}>
      <div data-testid={testId} role="alert">
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
        <PageHeadingWithText titleKey={titleKey} textKey={textKey} gap={3} />
        {children}
        <Button variant="contained" component={Link} to="/" data-testid="error-home">
          {translate(homeKey)}
        </Button>
      </div>
    </AuthLayout>
  );
};
