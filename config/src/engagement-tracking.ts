// Engagement tracking and statistics (issue #18): how opens and clicks are told apart from machines, the
// bounce webhook's payload, and the statistics answers the console reads. Shared by the CMS and the console.
import type { EngagementInterval } from './engagement';

/**
 * An open or click this soon after the message was handed to the mail server is a machine's: privacy
 * prefetchers (Apple Mail Privacy Protection) load images on delivery and security gateways follow every link
 * before the reader sees the message. People need longer than this to open a message and pick a link.
 */
export const MACHINE_OPEN_WITHIN_SECONDS = 10;
export const SCANNER_CLICK_WITHIN_SECONDS = 10;

/** The bounce and complaint webhook (docs/engagement-webhooks.md). */
export const MAIL_WEBHOOK_TYPES = ['hard', 'soft', 'complaint', 'unsubscribe'] as const;
export type MailWebhookType = (typeof MAIL_WEBHOOK_TYPES)[number];
export const MAIL_WEBHOOK_SECRET_HEADER = 'x-mail-webhook-secret';
export type MailWebhookPayload = { id: string; type: MailWebhookType; email: string; messageId?: string | null };

/** The figures of a campaign, or of all campaigns, over a period. Rates are 0..1 and use human opens and clicks. */
export type MailFigures = {
  sent: number;
  delivered: number;
  bounces: number;
  hardBounces: number;
  softBounces: number;
  complaints: number;
  unsubscribes: number;
  /** Recipients who opened (a human click counts as an open: images may be blocked). */
  uniqueOpens: number;
  uniqueClicks: number;
  opens: number;
  clicks: number;
  machineOpens: number;
  scannerClicks: number;
  openRate: number;
  clickRate: number;
  clickToOpen: number;
  bounceRate: number;
  unsubscribeRate: number;
};

export type MailSeriesPoint = {
  start: string;
  sent: number;
  opens: number;
  clicks: number;
  bounces: number;
  unsubscribes: number;
};
export type MailTopLink = { url: string; clicks: number; uniqueClicks: number };
export type MailCampaignRow = {
  id: number;
  documentId: string;
  name: string;
  status: string;
  completedAt: string | null;
} & MailFigures;

export type MailStatistics = {
  interval: EngagementInterval;
  bucket: 'hour' | 'day' | 'month';
  from: string;
  to: string;
  /** What happened within the interval. */
  totals: MailFigures;
  series: MailSeriesPoint[];
  topLinks: MailTopLink[];
  /** One campaign: its figures since it was sent, whatever the interval. */
  lifetime?: MailFigures;
  /** All campaigns: those that sent within the interval, with their figures since they were sent. */
  campaigns?: MailCampaignRow[];
};

export type MailActivityRow = {
  campaignId: number;
  documentId: string | null;
  name: string;
  sentAt: string | null;
  openedAt: string | null;
  clickedAt: string | null;
  clicks: number;
  bounced: boolean;
  unsubscribed: boolean;
};
export type MailActivity = {
  totals: { received: number; opened: number; clicked: number };
  campaigns: MailActivityRow[];
};
