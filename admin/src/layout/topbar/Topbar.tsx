import { TOPBAR_HEIGHT } from '@newsroom/config';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { useApi, useMe } from '@/providers/useMe';
import { Brand } from '../Brand';
import { usePreferences } from '../PreferencesContext';
import { TOPBAR_PALETTES } from '@/components/shellColors';
import { useShellUi } from '../ShellUiContext';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageSelect } from '@/components/LanguageSelect';
import { ProfileMenu } from './ProfileMenu';
import { TopbarSearch } from './TopbarSearch';

/** Search, fullscreen, language, theme settings, profile and the menu toggle. */
export const Topbar = ({ showBrand }: { showBrand: boolean }) => {
  const translate = useTranslate();
  const api = useApi();
  const { refresh } = useMe();
  const { preferences, toggleCondensed } = usePreferences();
  const { isMobile, mobileMenuOpen, setMobileMenuOpen, setThemePanelOpen } = useShellUi();
  const palette = TOPBAR_PALETTES[preferences.topbar];
  const hasMenuToggle = isMobile || preferences.layoutType !== 'horizontal';

  const saveLanguage = (locale: string) => {
    // The server stores it upper-case; refreshing /api/me keeps our copy in step.
    api.updateMyProfile({ locale }).then(refresh, () => undefined);
  };

  return (
    <Box
      component="header"
      data-testid="topbar"
      data-topbar={preferences.topbar}
      sx={{
        height: TOPBAR_HEIGHT,
        background: palette.background,
        color: palette.text,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        boxShadow: '0 1px 2px rgba(56,65,74,0.15)',
      }}
    >
      {showBrand && <Brand color={palette.text} iconOnly={isMobile} />}
      {hasMenuToggle && (
        <Tooltip title={translate('app.topbar.toggle_menu')}>
          <IconButton
            color="inherit"
            data-testid="menu-toggle"
            aria-label={translate('app.topbar.toggle_menu')}
            aria-expanded={isMobile ? mobileMenuOpen : preferences.leftSidebarSize !== 'condensed'}
            onClick={() => (isMobile ? setMobileMenuOpen(!mobileMenuOpen) : toggleCondensed())}
          >
            <MenuIcon />
          </IconButton>
        </Tooltip>
      )}
      <TopbarSearch fieldColor={palette.field} textColor={palette.text} />
      <Box sx={{ flex: 1 }} />
      {!isMobile && <FullscreenToggle />}
      <LanguageSelect color={palette.text} onChange={saveLanguage} compact={isMobile} />
      <Tooltip title={translate('app.topbar.theme_settings')}>
        <IconButton
          color="inherit"
          data-testid="theme-panel-toggle"
          aria-label={translate('app.topbar.theme_settings')}
          onClick={() => setThemePanelOpen(true)}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <ProfileMenu />
    </Box>
  );
};
