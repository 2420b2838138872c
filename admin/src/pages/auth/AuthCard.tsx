import type { ReactNode } from 'react';
import { AuthLayout } from '@/components/AuthLayout';
import { PageHeadingWithText } from '@/components/HeadingWithText';

/** Title and introduction above an auth form, in the split box. */
export const AuthCard = ({
  titleKey,
  textKey,
  children,
}: {
  titleKey: string;
  textKey: string;
  children: ReactNode;
}) => (
  <AuthLayout withSidePanel>
    <PageHeadingWithText titleKey={titleKey} textKey={textKey} gap={2} />
    {children}
  </AuthLayout>
);
