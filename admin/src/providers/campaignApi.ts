import type {
  AbMetric,
  AbVariantResult,
  AbWinnerReason,
  EngagementInterval,
  EngagementSettings,
  MailActivity,
  MailStatistics,
} from '@newsroom/config';
import { request } from './http';

// ---- Engagement campaigns (/mail/campaigns, /mail, /mail/statistics): actions, progress, statistics ----

/** The campaign actions (POST /api/campaigns/:id/<action>, each its own action api::campaign.campaign.<action>). */
export const CAMPAIGN_ACTIONS = ['schedule', 'unschedule', 'send', 'pause', 'resume', 'cancel', 'duplicate'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** GET /api/campaigns/:id/progress while a campaign sends. */
export interface CampaignProgress {
  status: string;
  statusReason: string | null;
  recipientCount: number;
  sent: number;
  failed: number;
  pending: number;
  messagesPerSecond: number;
  measuredPerSecond: number | null;
  etaSeconds: number | null;
  startedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
}

/** GET /api/campaigns/:id/ab-results (cms/src/api/campaign/services/ab-test.ts). */
export interface AbTestResults {
  variable: 'CONTENT' | 'DELIVERY_SCHEDULE';
  metric: AbMetric;
  winnerMode: 'AUTO' | 'MANUAL';
  testShare: number;
  waitHours: number;
  variants: { key: string; subject?: string; fromName?: string; template?: string; sendAt?: string }[];
  started: boolean;
  testSize: number | null;
  restSize: number | null;
  released: string[];
  decisionAt: string | null;
  results: AbVariantResult[];
  winner: string | null;
  reason: AbWinnerReason | null;
  decidedAt: string | null;
  decidedBy: 'AUTO' | 'MANUAL' | null;
  restAt: string | null;
  restReleased: boolean;
  canChoose: boolean;
}

type CampaignAnswer = { data: Record<string, unknown> };
const campaignUrl = (documentId: string) => `/api/campaigns/${encodeURIComponent(documentId)}`;

/**
 * Named calls of the campaign screens. The actions are silent: the page explains a refusal (a transition
 * that is not allowed, a sender domain, a date) beside its buttons in the user's language.
 */
export const campaignApi = {
  campaignAction: (documentId: string, action: CampaignAction, data: Record<string, unknown> = {}) =>
    request<CampaignAnswer>(`${campaignUrl(documentId)}/${action}`, { method: 'POST', body: { data }, silent: true }),
  /** A test send of the campaign's message to a few addresses. */
  campaignTest: (documentId: string, emails: string[]) =>
    request<CampaignAnswer>(`${campaignUrl(documentId)}/test`, {
      method: 'POST',
      body: { data: { emails } },
      silent: true,
    }),
  /** An A/B test's figures per variant and its winner (polled while the campaign sends or waits). */
  campaignAbResults: (documentId: string) =>
    request<{ data: AbTestResults }>(`${campaignUrl(documentId)}/ab-results`, { silent: true }),
  /** The A/B test's winner chosen by hand; the rest is sent. Silent: the dialog shows a refusal. */
  chooseAbWinner: (documentId: string, variant: string) =>
    request<{ data: AbTestResults }>(`${campaignUrl(documentId)}/ab-winner`, {
      method: 'POST',
      body: { data: { variant } },
      silent: true,
    }),
  /** Polled every 2 s while sending; silent, as a missed poll is followed by the next one. */
  campaignProgress: (documentId: string) =>
    request<{ data: CampaignProgress }>(`${campaignUrl(documentId)}/progress`, { silent: true }),
  campaignStatistics: (documentId: string, interval: EngagementInterval) =>
    request<{ data: MailStatistics }>(`${campaignUrl(documentId)}/statistics?interval=${interval}`),
  engagementStatistics: (interval: EngagementInterval) =>
    request<{ data: MailStatistics }>(`/api/engagement/statistics?interval=${interval}`),
  profileMailActivity: (profileId: string) =>
    request<{ data: MailActivity }>(`/api/profiles/${encodeURIComponent(profileId)}/mail-activity`),
  /** The engagement settings are a component of the site configuration (action api::config.config.update). */
  engagementSettingsSave: (engagement: Partial<EngagementSettings>) =>
    request<{ data: unknown }>('/api/config', { method: 'PUT', body: { data: { engagement } }, silent: true }),
};
