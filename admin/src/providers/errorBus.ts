import type { ApiError } from './apiError';

type Listener = (error: ApiError) => void;

const listeners = new Set<Listener>();
const recent = new Map<string, number>();
let lastErrorAt = 0;

/** How long a react-admin error notification counts as an echo of an API error already reported. */
export const ECHO_WINDOW_MS = 3000;

/** react-admin's own follow-up messages for a failed call; the toast already said it. */
const GENERIC_ECHOES = new Set([
  'ra.notification.http_error',
  'ra.notification.item_doesnt_exist',
  'ra.notification.data_provider_error',
  'ra.notification.logged_out',
  'ra.notification.not_authorized',
]);

export const subscribeToApiErrors = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Called by the transport for every failed call; `toast` says whether the user should see it. */
export const reportApiError = (error: ApiError, toast: boolean, now = Date.now()): void => {
  lastErrorAt = now;
  recent.set(error.message, now);
  if (toast) listeners.forEach((listener) => listener(error));
};

/** True when react-admin is about to repeat (as a snackbar) an error the API layer already handled. */
export const isEchoOfApiError = (message: unknown, now = Date.now()): boolean => {
  if (typeof message !== 'string') return false;
  const at = recent.get(message);
  if (at !== undefined && now - at < ECHO_WINDOW_MS) return true;
  return GENERIC_ECHOES.has(message) && now - lastErrorAt < ECHO_WINDOW_MS;
};

export const resetErrorBus = (): void => {
  listeners.clear();
  recent.clear();
  lastErrorAt = 0;
};
