import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import { SiteProvider } from '../providers/SiteContext';
import { useMe } from '../providers/useMe';
import { LocaleSync } from './LocaleSync';
import { PageViewTracker } from './PageViewTracker';
import { PreferencesProvider } from './PreferencesContext';
import { Shell } from './Shell';
import { ShellUiProvider } from './ShellUiContext';
import { ThemePanel } from './ThemePanel';

export const FullPageLoader = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-label="loading" />
  </Box>
);

/** react-admin's layout: everything that needs a signed-in user lives below here. */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const { me, isPending } = useMe();
  if (!me) return isPending ? <FullPageLoader /> : <ErrorScreen status={401} />;
  return (
    <SiteProvider>
      <PreferencesProvider key={me.id} userId={me.id} stored={me.preferences}>
        <ShellUiProvider>
          <LocaleSync />
          <PageViewTracker />
          <Shell>{children}</Shell>
          <ThemePanel />
        </ShellUiProvider>
      </PreferencesProvider>
    </SiteProvider>
  );
};
