import type { PushMessage, PushResult } from '@newsroom/config';
import { request } from './http';

// ---- Web push (#22, docs/push.md): the /push overview's counts and a test push to one device ----

export type PushOverview = {
  devices: number;
  withProfile: number;
  addedLast7Days: number;
  removedLast30Days: number;
  failing: number;
};
export type PushTestAnswer = { result: PushResult; status: number | null };

const enc = encodeURIComponent;

export const pushApi = {
  overview: () => request<{ data: PushOverview }>('/api/push/overview', { silent: true }),
  /** A refused message (400) is toasted like any refusal; the dialog also shows it. */
  test: (documentId: string, message: PushMessage) =>
    request<{ data: PushTestAnswer }>(`/api/push-subscriptions/${enc(documentId)}/test`, {
      method: 'POST',
      body: message,
    }),
};
