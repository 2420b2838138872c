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

/** A push campaign's results (GET /api/push/campaigns/:id/results; docs/push.md "Results"). */
export type PushCampaignResults = {
  recipients: number;
  sent: number;
  delivered: number;
  clicked: number;
  clicks: number;
  removed: number;
  failed: number;
  pending: number;
};
/** The overview's push campaigns: counts by state, their results together and the latest five. */
export type PushCampaignOverview = {
  campaigns: { total: number; drafts: number; scheduled: number; sending: number; completed: number };
  results: PushCampaignResults;
  latest: (PushCampaignResults & { documentId: string; name: string; status: string; completedAt: string | null })[];
};

const enc = encodeURIComponent;

export const pushApi = {
  overview: () =>
    request<{ data: PushOverview & Partial<PushCampaignOverview> }>('/api/push/overview', { silent: true }),
  campaignResults: (documentId: string) =>
    request<{ data: PushCampaignResults }>(`/api/push/campaigns/${enc(documentId)}/results`, { silent: true }),
  /** A refused message (400) is toasted like any refusal; the dialog also shows it. */
  test: (documentId: string, message: PushMessage) =>
    request<{ data: PushTestAnswer }>(`/api/push-subscriptions/${enc(documentId)}/test`, {
      method: 'POST',
      body: message,
    }),
};
