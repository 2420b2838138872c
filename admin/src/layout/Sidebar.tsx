import { SIDEBAR_WIDTHS, TOPBAR_HEIGHT } from '@newsroom/config';
import Box from '@mui/material/Box';
import { Brand } from './Brand';
import { MenuTree } from './MenuTree';
import { usePreferences } from './PreferencesContext';
import { SIDEBAR_PALETTES } from '@/components/shellColors';
import type { MenuState } from './useMenu';

/**
 * Left sidebar of the vertical and detached layouts. "Fixed" keeps it in view with its own scroll;
 * "scrollable" lets it scroll away with the page.
 */
export const Sidebar = ({ menu, detached = false }: { menu: MenuState; detached?: boolean }) => {
  const { preferences } = usePreferences();
  const palette = SIDEBAR_PALETTES[preferences.leftSidebarType];
  const size = preferences.leftSidebarSize;
  const fixed = preferences.menuPosition === 'fixed';
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-sidebar-size={size}
      data-sidebar-color={preferences.leftSidebarType}
      sx={{
        width: SIDEBAR_WIDTHS[size],
        flexShrink: 0,
        background: palette.background,
        borderRight: `1px solid ${palette.border}`,
        position: fixed ? 'sticky' : 'relative',
        top: fixed && detached ? TOPBAR_HEIGHT + 16 : 0,
        alignSelf: 'flex-start',
        height: fixed ? (detached ? `calc(100vh - ${TOPBAR_HEIGHT + 32}px)` : '100vh') : 'auto',
        minHeight: fixed ? undefined : detached ? 400 : '100vh',
        overflowY: fixed ? 'auto' : 'visible',
        borderRadius: detached ? 2 : 0,
        boxShadow: detached ? 2 : 0,
        transition: 'width 150ms ease',
      }}
    >
      {!detached && (
        <Box
          sx={{
            height: TOPBAR_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            px: size === 'default' ? 2.5 : 0,
            justifyContent: size === 'default' ? 'flex-start' : 'center',
          }}
        >
          <Brand iconOnly={size !== 'default'} color={palette.activeText} />
        </Box>
      )}
      <MenuTree menu={menu} size={size} palette={palette} />
    </Box>
  );
};
