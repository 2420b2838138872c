import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_COLOR } from './components/shellColors';

/** Keyboard focus is always visible (the default MUI ripple is not enough on its own). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_COLOR },
    secondary: { main: '#0ab39c' },
    error: { main: '#d63939' },
    background: { default: '#f3f3f9' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    ...defaultTheme.components,
    // A list's main column may shrink below its table's width, so a wide table scrolls inside the
    // list (ResponsiveDataTable) and never makes the page scroll sideways.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // A list's buttons (filters, saved filters, create, import, export) wrap instead of widening the page.
    RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', rowGap: 8, minWidth: 0 } } },
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible': { outline: `2px solid ${BRAND_COLOR}`, outlineOffset: 2 },
        body: { backgroundColor: '#f3f3f9' },
      },
    },
  },
};
