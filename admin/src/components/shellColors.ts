import type { LayoutPreferences } from '@newsroom/config';

export interface MenuPalette {
  background: string;
  text: string;
  activeText: string;
  activeBackground: string;
  border: string;
}

const BRAND = '#405189';

export const SIDEBAR_PALETTES: Record<LayoutPreferences['leftSidebarType'], MenuPalette> = {
  dark: {
    background: '#212529',
    text: 'rgba(255,255,255,0.72)',
    activeText: '#ffffff',
    activeBackground: 'rgba(255,255,255,0.10)',
    border: '#212529',
  },
  light: {
    background: '#ffffff',
    text: '#495057',
    activeText: BRAND,
    activeBackground: 'rgba(64,81,137,0.10)',
    border: '#e9ebec',
  },
  brand: {
    background: BRAND,
    text: 'rgba(255,255,255,0.78)',
    activeText: '#ffffff',
    activeBackground: 'rgba(255,255,255,0.14)',
    border: BRAND,
  },
  gradient: {
    background: `linear-gradient(to bottom, ${BRAND}, #0ab39c)`,
    text: 'rgba(255,255,255,0.82)',
    activeText: '#ffffff',
    activeBackground: 'rgba(255,255,255,0.16)',
    border: BRAND,
  },
};

export const TOPBAR_PALETTES: Record<LayoutPreferences['topbar'], { background: string; text: string; field: string }> =
  {
    dark: { background: '#2a3042', text: '#ffffff', field: 'rgba(255,255,255,0.10)' },
    light: { background: '#ffffff', text: '#495057', field: '#f3f3f9' },
  };

/** Menus without a sidebar colour choice (horizontal bar, mobile overlay) follow the top bar. */
export const paletteForTopbar = (topbar: LayoutPreferences['topbar']): MenuPalette =>
  topbar === 'dark' ? SIDEBAR_PALETTES.dark : SIDEBAR_PALETTES.light;

export const BRAND_COLOR = BRAND;
