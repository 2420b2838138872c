import type { AuthProvider, UserIdentity } from 'react-admin';
import { mayAccess } from '@/registry/access';
import { ApiError } from './apiError';
import { api } from './api';
import { forgetMe, hasSession, loadMe } from './session';
import type { Me } from '@newsroom/config';
import { apiUrl } from './apiBase';

export const LOGIN_PATH = '/login';

const isSessionProbe = (error: ApiError) => error.method === 'GET' && error.url.split('?')[0].endsWith('/api/me');

export interface AppIdentity extends UserIdentity {
  me: Me;
}

export const fullNameOf = (me: Me): string => {
  const name = [me.profile?.firstName, me.profile?.lastName].filter(Boolean).join(' ');
  return name || me.username || me.email;
};

export const authProvider: AuthProvider = {
  login: async ({ email, username, password }: { email?: string; username?: string; password: string }) => {
    forgetMe();
    await api.login(email ?? username ?? '', password);
    await loadMe(true);
  },
  logout: async () => {
    if (hasSession()) await api.logout().catch(() => undefined);
    forgetMe();
    return LOGIN_PATH;
  },
  checkAuth: async () => {
    try {
      await loadMe();
    } catch {
      // Not signed in is the normal state of a new visitor: go to /login without a scolding message.
      throw { message: false, redirectTo: LOGIN_PATH };
    }
  },
  checkError: async (error: unknown) => {
    // 403 means "not allowed", not "signed out": stay, the toast explains it. The session probe's
    // 401 is left to checkAuth: react-admin also feeds it here from getPermissions, and acting on it
    // would throw visitors of the public pages (/forgot-password, /reset-password) to /login.
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      !error.url.includes('/api/auth/') &&
      !isSessionProbe(error)
    ) {
      forgetMe();
      throw { message: false, redirectTo: LOGIN_PATH };
    }
  },
  getIdentity: async (): Promise<AppIdentity> => {
    const me = await loadMe();
    return {
      id: me.profile?.documentId ?? me.id,
      fullName: fullNameOf(me),
      avatar: apiUrl(me.profile?.avatar?.url),
      me,
    };
  },
  getPermissions: async () => (await loadMe()).allowedActions ?? [],
  // react-admin's access control: its views, buttons and menus ask this, answered from the registry.
  canAccess: async ({ resource, action }: { resource: string; action: string }) =>
    mayAccess((await loadMe()).allowedActions ?? [], resource, action),
};
