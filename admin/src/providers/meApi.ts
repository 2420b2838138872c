import type { LayoutPreferences, Me, OwnProfile, PasswordChange, TourPreference } from '@newsroom/config';
import { request } from './http';

/** The signed-in user: GET /api/me, preferences, own profile, password and avatar. */
export const meApi = {
  me: () => request<Me>('/api/me'),
  updatePreferences: (
    preferences: Partial<LayoutPreferences> & TourPreference,
    options: { keepalive?: boolean } = {},
  ) => request<unknown>('/api/me/preferences', { method: 'PUT', body: { preferences }, ...options }),
  updateMyProfile: (data: Partial<OwnProfile>) =>
    request<{ data: OwnProfile }>('/api/me/profile', { method: 'PUT', body: { data } }),
  changeMyPassword: (input: PasswordChange) => request<unknown>('/api/me/password', { method: 'PUT', body: input }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<unknown>('/api/me/avatar', { method: 'POST', body: form });
  },
};
