import { MOBILE_BREAKPOINT } from '@newsroom/config';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface ShellUi {
  isMobile: boolean;
  mobileMenuOpen: boolean;
  setMobileMenuOpen: (open: boolean) => void;
  themePanelOpen: boolean;
  setThemePanelOpen: (open: boolean) => void;
}

const ShellUiContext = createContext<ShellUi | null>(null);

/** Transient shell state that is not a saved preference. */
export const ShellUiProvider = ({ children }: { children: ReactNode }) => {
  // "Below 992 px": 991.98 avoids the one-pixel overlap with min-width media queries.
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.02}px)`, { noSsr: true });
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [themePanelOpen, setThemePanelOpen] = useState(false);
  const { pathname } = useLocation();

  // The overlay menu closes after navigation.
  useEffect(() => setMobileMenuOpen(false), [pathname]);

  const value = useMemo(
    () => ({ isMobile, mobileMenuOpen, setMobileMenuOpen, themePanelOpen, setThemePanelOpen }),
    [isMobile, mobileMenuOpen, themePanelOpen],
  );
  return <ShellUiContext.Provider value={value}>{children}</ShellUiContext.Provider>;
};

export const useShellUi = (): ShellUi => {
  const context = useContext(ShellUiContext);
  if (!context) throw new Error('useShellUi needs a ShellUiProvider');
  return context;
};
