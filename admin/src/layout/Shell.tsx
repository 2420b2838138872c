import { BOXED_WIDTH } from '@newsroom/config';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { TitlePortal, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { HorizontalNav } from './HorizontalNav';
import { MobileMenu } from './MobileMenu';
import { usePreferences } from './PreferencesContext';
import { useShellUi } from './ShellUiContext';
import { Sidebar } from './Sidebar';
import { Topbar } from './topbar/Topbar';
import { TwoColumnNav } from './TwoColumnNav';
import { useMenu } from './useMenu';

const Column = ({ children }: { children: ReactNode }) => (
  <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>{children}</Box>
);

/** The four layouts of SPEC section 2, chosen by the user's preference (overlay menu below 992 px). */
export const Shell = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { preferences } = usePreferences();
  const { isMobile } = useShellUi();
  const { pathname } = useLocation();
  const menu = useMenu();
  const layout = preferences.layoutType;

  const main = (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0, outline: 'none' }}
    >
      {/* react-admin screens (and PageTitle) render their title into this slot. */}
      <TitlePortal
        component="h1"
        variant="h5"
        data-testid="page-title"
        sx={{ mb: 2, '&:empty': { display: 'none' } }}
      />
      <ErrorBoundary key={pathname} fallback={(error) => <ErrorScreen error={error} embedded />}>
        {children}
      </ErrorBoundary>
    </Box>
  );

  let body: ReactNode;
  if (isMobile) {
    body = (
      <Column>
        <Topbar showBrand />
        {main}
        <Footer />
        <MobileMenu menu={menu} />
      </Column>
    );
  } else if (layout === 'horizontal') {
    body = (
      <Column>
        <Topbar showBrand />
        <HorizontalNav menu={menu} />
        {main}
        <Footer />
      </Column>
    );
  } else if (layout === 'detached') {
    body = (
      <Column>
        <Topbar showBrand />
        <Box sx={{ display: 'flex', gap: 3, p: 2, flex: 1, alignItems: 'flex-start' }}>
          <Sidebar menu={menu} detached />
          <Column>
            {main}
            <Footer />
          </Column>
        </Box>
      </Column>
    );
  } else {
    body = (
      <Box sx={{ display: 'flex' }}>
        {layout === 'two-column' ? <TwoColumnNav menu={menu} /> : <Sidebar menu={menu} />}
        <Column>
          <Topbar showBrand={false} />
          {main}
          <Footer />
        </Column>
      </Box>
    );
  }

  return (
    <Box
      data-testid="app-shell"
      data-layout={layout}
      data-layout-width={preferences.layoutWidth}
      data-menu-position={preferences.menuPosition}
      data-topbar={preferences.topbar}
      data-sidebar-color={preferences.leftSidebarType}
      data-sidebar-size={preferences.leftSidebarSize}
      data-mobile={isMobile ? 'true' : 'false'}
      sx={{
        maxWidth: preferences.layoutWidth === 'boxed' ? BOXED_WIDTH : 'none',
        mx: 'auto',
        minHeight: '100vh',
        background: '#f3f3f9',
        boxShadow: preferences.layoutWidth === 'boxed' ? '0 0 24px rgba(0,0,0,0.08)' : 'none',
      }}
    >
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, background: '#fff', p: 1 },
        }}
      >
        {translate('ra.navigation.skip_nav')}
      </Box>
      {body}
    </Box>
  );
};
