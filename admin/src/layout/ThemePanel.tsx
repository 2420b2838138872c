import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { LayoutOptionName } from '@newsroom/config';
import { useTranslate } from 'react-admin';
import { hasSidebar } from './preferences';
import { usePreferences } from './PreferencesContext';
import { useShellUi } from './ShellUiContext';
import { ThemeOption } from './ThemeOption';

interface ThemeSetting {
  name: LayoutOptionName;
  /** Catalog keys below app.theme: the group's label, and the prefix of its values' labels. */
  label: string;
  values: string;
  /** Only offered when the layout has a sidebar. */
  sidebarOnly?: boolean;
}

/** The panel's settings, top to bottom. */
const THEME_SETTINGS: ThemeSetting[] = [
  { name: 'layoutType', label: 'layout_type', values: 'layout_types' },
  { name: 'layoutWidth', label: 'width', values: 'widths' },
  { name: 'topbar', label: 'topbar', values: 'topbars' },
  { name: 'menuPosition', label: 'menu_position', values: 'menu_positions' },
  { name: 'leftSidebarType', label: 'sidebar_color', values: 'sidebar_colors', sidebarOnly: true },
  { name: 'leftSidebarSize', label: 'sidebar_size', values: 'sidebar_sizes', sidebarOnly: true },
];

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
        {THEME_SETTINGS.filter((setting) => !setting.sidebarOnly || hasSidebar(preferences)).map((setting) => (
          <ThemeOption
            key={setting.name}
            name={setting.name}
            labelKey={`app.theme.${setting.label}`}
            valuesKey={`app.theme.${setting.values}`}
            value={preferences[setting.name]}
            onChange={(value) => apply({ [setting.name]: value })}
          />
        ))}
        <Divider sx={{ my: 2 }} />
        <Button variant="outlined" fullWidth onClick={reset} data-testid="theme-reset">
          {translate('app.theme.reset')}
        </Button>
      </Box>
    </Drawer>
  );
};
