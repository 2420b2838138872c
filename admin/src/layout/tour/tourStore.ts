import { useSyncExternalStore } from 'react';

/** Whether the guided tour runs now: started on first sign-in or from the profile menu, ended by finish or skip. */
let running = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  running = value;
  listeners.forEach((listener) => listener());
};

export const startTour = () => set(true);
export const endTour = () => set(false);
export const useTourRunning = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => running,
  );
