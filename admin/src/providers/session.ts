import { api } from './api';
import type { Me } from '@newsroom/config';

let current: Promise<Me> | null = null;
let signedIn = false;

/**
 * One GET /api/me shared by checkAuth, getIdentity and getPermissions. The session cookie is
 * httpOnly, so this call is the only way to know whether we are signed in; it is cached until
 * login, logout or an explicit refresh (session expiry surfaces as a 401 on any other call).
 */
export const loadMe = (force = false): Promise<Me> => {
  if (!current || force) {
    current = api.me().then(
      (me) => {
        signedIn = true;
        return me;
      },
      (error) => {
        current = null;
        signedIn = false;
        throw error;
      },
    );
  }
  return current;
};

export const forgetMe = (): void => {
  current = null;
  signedIn = false;
};

/** Whether this page has seen a live session (decides if logout needs the server). */
export const hasSession = (): boolean => signedIn;
