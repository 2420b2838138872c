import type { LayoutPreferences } from '@newsroom/config';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi } from '../providers/useMe';
import { fromStored, layoutFromQuery, preferencesReducer, type PreferencesAction } from './preferences';
import { createPreferenceSaver } from './preferenceSaver';

interface PreferencesState {
  preferences: LayoutPreferences;
  apply: (changes: Partial<LayoutPreferences>) => void;
  reset: () => void;
  toggleCondensed: () => void;
}

const PreferencesContext = createContext<PreferencesState | null>(null);

// Changes outlive a remount of the tree (react-admin re-keys everything on a language switch),
// while the user's /api/me copy still holds the preferences of when it was fetched.
const remembered = new Map<number, LayoutPreferences>();
let saver: ReturnType<typeof createPreferenceSaver> | null = null;

/**
 * The user's layout, applied at once and saved with updatePreferences (a quick series of changes once).
 * `?layout=` switches the layout type the same way the theme panel does.
 */
export const PreferencesProvider = ({
  userId,
  stored,
  children,
}: {
  userId: number;
  stored: unknown;
  children: ReactNode;
}) => {
  const api = useApi();
  const [preferences, dispatch] = useReducer(
    preferencesReducer,
    stored,
    (value) => remembered.get(userId) ?? fromStored(value),
  );
  const latest = useRef(preferences);
  latest.current = preferences;
  saver ??= createPreferenceSaver((next, options) => api.updatePreferences(next, options));

  useEffect(() => {
    const leave = () => saver?.flush({ keepalive: true });
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  const change = useCallback(
    (action: PreferencesAction) => {
      const next = preferencesReducer(latest.current, action);
      latest.current = next;
      remembered.set(userId, next);
      dispatch(action);
      saver?.schedule(next);
    },
    [userId],
  );

  const { search } = useLocation();
  const fromQuery = layoutFromQuery(search);
  useEffect(() => {
    if (fromQuery && fromQuery !== latest.current.layoutType)
      change({ type: 'apply', changes: { layoutType: fromQuery } });
  }, [fromQuery, change]);

  const value = useMemo<PreferencesState>(
    () => ({
      preferences,
      apply: (changes) => change({ type: 'apply', changes }),
      reset: () => change({ type: 'reset' }),
      toggleCondensed: () => change({ type: 'toggleCondensed' }),
    }),
    [preferences, change],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
};

export const forgetRememberedPreferences = () => {
  remembered.clear();
  saver = null;
};

export const usePreferences = (): PreferencesState => {
  const context = useContext(PreferencesContext);
  if (!context) throw new Error('usePreferences needs a PreferencesProvider');
  return context;
};
