import type { MeetStart } from '@newsroom/config';
import { request } from './http';

// ---- The video meeting with support (#23, docs/meet.md) ----

export const meetApi = {
  /** Opens a room and asks support to join; a refusal (429, 404) is toasted and shown on the page. */
  start: (topic: string) =>
    request<{ data: MeetStart }>('/api/meet/auth', { method: 'POST', body: { data: topic ? { topic } : {} } }),
};
