import { SIDEBAR_WIDTHS, TOPBAR_HEIGHT } from '@newsroom/config';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { Brand } from './Brand';
import { MenuTree } from './MenuTree';
import { usePreferences } from './PreferencesContext';
import { SIDEBAR_PALETTES } from '@/components/shellColors';
import { useShellUi } from './ShellUiContext';
import type { MenuState } from './useMenu';

/** Below 992 px every layout uses this overlay menu; it closes after navigation (ShellUiProvider). */
export const MobileMenu = ({ menu }: { menu: MenuState }) => {
  const { preferences } = usePreferences();
  const { mobileMenuOpen, setMobileMenuOpen } = useShellUi();
  const palette = SIDEBAR_PALETTES[preferences.layoutType === 'horizontal' ? 'light' : preferences.leftSidebarType];
  return (
    <Drawer
      variant="temporary"
      open={mobileMenuOpen}
      onClose={() => setMobileMenuOpen(false)}
      ModalProps={{ keepMounted: false }}
    >
      <Box
        data-testid="sidebar"
        data-sidebar-mode="overlay"
        sx={{ width: SIDEBAR_WIDTHS.default, minHeight: '100%', background: palette.background }}
      >
        <Box sx={{ height: TOPBAR_HEIGHT, display: 'flex', alignItems: 'center', px: 2.5 }}>
          <Brand color={palette.activeText} />
        </Box>
        <MenuTree menu={menu} size="default" palette={palette} />
      </Box>
    </Drawer>
  );
};
