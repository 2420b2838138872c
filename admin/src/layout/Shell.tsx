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
import { GuidedTour } from './tour/GuidedTour';
import { TwoColumnNav } from './TwoColumnNav';
import { useMenu } from './useMenu';
import { useScrollToTopOnNavigation } from './useScrollToTop';

/** A flex column; `fullHeight` makes it at least as tall as the window. */
const Column = ({ children, fullHeight = true }: { children: ReactNode; fullHeight?: boolean }) => (
  <Box
    sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: fullHeight ? '100vh' : undefined }}
  >
    {children}
  </Box>
);

/**
 * The four layouts of SPEC section 2, chosen by the user's preference (overlay menu below 992 px).
 *
 * Every layout is the same tree of boxes; a layout only fills or empties the navigation slots and
 * restyles the boxes. The page (`main`) therefore keeps its place whatever the layout or the window
 * width, so a resize or a layout switch never remounts it (and never empties a half-typed form).
 */
export const Shell = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { preferences } = usePreferences();
  const { isMobile } = useShellUi();
  const { pathname } = useLocation();
  const menu = useMenu();
  useScrollToTopOnNavigation();
  const layout = preferences.layoutType;
  // Below 992 px every layout uses the overlay menu and nothing else.
  const shape = isMobile ? 'mobile' : layout;
  const detached = shape === 'detached';
  const sideNav = shape === 'vertical' || shape === 'two-column';

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
        display: 'flex',
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
      {/* The left navigation beside the whole column (vertical, two-column). */}
      {sideNav && (layout === 'two-column' ? <TwoColumnNav menu={menu} /> : <Sidebar menu={menu} />)}
      <Column>
        <Topbar showBrand={!sideNav} />
        {shape === 'horizontal' && <HorizontalNav menu={menu} />}
        <Box
          data-testid="shell-body"
          sx={{
            flex: 1,
            display: 'flex',
            minWidth: 0,
            ...(detached ? { gap: 3, p: 2, alignItems: 'flex-start' } : {}),
          }}
        >
          {detached && <Sidebar menu={menu} detached />}
          <Column fullHeight={detached}>
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
            <Footer />
          </Column>
        </Box>
      </Column>
      {isMobile && <MobileMenu menu={menu} />}
      <GuidedTour />
    </Box>
  );
};
