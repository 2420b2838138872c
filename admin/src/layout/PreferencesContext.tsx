import type { LayoutPreferences } from '@newsroom/config';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
// The layout a `?layout=` link asked for: it holds for this visit (page load) only and is never saved,
// so a shared link does not change the recipient's own preference.
const visitLayouts = new Map<number, LayoutType>();
let saver: ReturnType<typeof createPreferenceSaver> | null = null;

type LayoutType = LayoutPreferences['layoutType'];

/**
 * The user's layout, applied at once and saved with updatePreferences (a quick series of changes once).
 * `?layout=` switches the layout type for this visit only; choosing a layout in the theme panel (or
 * resetting it) ends that and saves the choice.
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

  const { search } = useLocation();
  const fromQuery = layoutFromQuery(search);
  const [visitLayout, setVisitLayout] = useState<LayoutType | undefined>(() => {
    if (fromQuery) visitLayouts.set(userId, fromQuery);
    return visitLayouts.get(userId);
  });
  useEffect(() => {
    if (!fromQuery) return;
    visitLayouts.set(userId, fromQuery);
    setVisitLayout(fromQuery);
  }, [fromQuery, userId]);

  const change = useCallback(
    (action: PreferencesAction) => {
      // A layout chosen in the panel (or a reset) is the user's own again: the link's layout ends.
      if (action.type === 'reset' || (action.type === 'apply' && action.changes.layoutType)) {
        visitLayouts.delete(userId);
        setVisitLayout(undefined);
      }
      const next = preferencesReducer(latest.current, action);
      latest.current = next;
      remembered.set(userId, next);
      dispatch(action);
      saver?.schedule(next);
    },
    [userId],
  );

  const shown = useMemo(
    () => (visitLayout ? { ...preferences, layoutType: visitLayout } : preferences),
    [preferences, visitLayout],
  );
  const value = useMemo<PreferencesState>(
    () => ({
      preferences: shown,
      apply: (changes) => change({ type: 'apply', changes }),
      reset: () => change({ type: 'reset' }),
      toggleCondensed: () => change({ type: 'toggleCondensed' }),
    }),
    [shown, change],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
};

export const forgetRememberedPreferences = () => {
  remembered.clear();
  visitLayouts.clear();
  saver = null;
};

export const usePreferences = (): PreferencesState => {
  const context = useContext(PreferencesContext);
  if (!context) throw new Error('usePreferences needs a PreferencesProvider');
  return context;
};
