import type { LayoutPreferences } from '@newsroom/config';

export const PREFERENCE_SAVE_DELAY_MS = 400;

type Save = (preferences: LayoutPreferences, options: { keepalive?: boolean }) => Promise<unknown>;

/**
 * Saves the last of a quick series of theme changes once (clicking through the panel should not
 * send a request per click). `flush` sends at once, with keepalive when the page is going away.
 */
export const createPreferenceSaver = (save: Save, delayMs = PREFERENCE_SAVE_DELAY_MS) => {
  let pending: LayoutPreferences | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = (options: { keepalive?: boolean } = {}) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const preferences = pending;
    pending = null;
    // A failed save is toasted by the data provider; the screen keeps the choice for this visit.
    save(preferences, options).catch(() => undefined);
  };

  return {
    schedule: (preferences: LayoutPreferences) => {
      pending = preferences;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => flush(), delayMs);
    },
    flush,
    hasPending: () => pending !== null,
  };
};
