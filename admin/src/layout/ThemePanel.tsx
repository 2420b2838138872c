import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { hasSidebar } from './preferences';
import { usePreferences } from './PreferencesContext';
import { useShellUi } from './ShellUiContext';
import { ThemeOption } from './ThemeOption';

/** Right-hand theme settings; every change applies at once and is saved to the preferences. */
export const ThemePanel = () => {
  const translate = useTranslate();
  const { preferences, apply, reset } = usePreferences();
  const { themePanelOpen, setThemePanelOpen } = useShellUi();
  return (
    <Drawer
      anchor="right"
      open={themePanelOpen}
      onClose={() => setThemePanelOpen(false)}
      // A light backdrop: the user should see the layout change behind the panel.
      slotProps={{ backdrop: { sx: { backgroundColor: 'rgba(0,0,0,0.08)' } } }}
    >
      <Box
        data-testid="theme-panel"
        role="region"
        aria-labelledby="theme-panel-title"
        sx={{ width: 340, maxWidth: '100vw', p: 2.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography id="theme-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('app.theme.title')}
          </Typography>
          <IconButton aria-label={translate('app.theme.close')} onClick={() => setThemePanelOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <ThemeOption
          name="layoutType"
          labelKey="app.theme.layout_type"
          valuesKey="app.theme.layout_types"
          value={preferences.layoutType}
          onChange={(layoutType) => apply({ layoutType })}
        />
        <ThemeOption
          name="layoutWidth"
          labelKey="app.theme.width"
          valuesKey="app.theme.widths"
          value={preferences.layoutWidth}
          onChange={(layoutWidth) => apply({ layoutWidth })}
        />
        <ThemeOption
          name="topbar"
          labelKey="app.theme.topbar"
          valuesKey="app.theme.topbars"
          value={preferences.topbar}
          onChange={(topbar) => apply({ topbar })}
        />
        <ThemeOption
          name="menuPosition"
          labelKey="app.theme.menu_position"
          valuesKey="app.theme.menu_positions"
          value={preferences.menuPosition}
          onChange={(menuPosition) => apply({ menuPosition })}
        />
        {hasSidebar(preferences) && (
          <>
            <ThemeOption
              name="leftSidebarType"
              labelKey="app.theme.sidebar_color"
              valuesKey="app.theme.sidebar_colors"
              value={preferences.leftSidebarType}
              onChange={(leftSidebarType) => apply({ leftSidebarType })}
            />
            <ThemeOption
              name="leftSidebarSize"
              labelKey="app.theme.sidebar_size"
              valuesKey="app.theme.sidebar_sizes"
              value={preferences.leftSidebarSize}
              onChange={(leftSidebarSize) => apply({ leftSidebarSize })}
            />
          </>
        )}
        <Divider sx={{ my: 2 }} />
        <Button variant="outlined" fullWidth onClick={reset} data-testid="theme-reset">
          {translate('app.theme.reset')}
        </Button>
      </Box>
    </Drawer>
  );
};
