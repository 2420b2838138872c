// Engagement (SPEC sections 3, 5 and 9): campaigns, segments, lists, e-mail templates and their statistics.
// Shared by the CMS (authority) and the console. The campaign model already carries what the next
// engagement issue adds (A/B variants, delivery-schedule tests, SMS and push, triggers), so those fit
// without a migration of the campaigns sent before.

/** SPEC section 3 "Campaign" statuses, all of them; `CAMPAIGN_TRANSITIONS` says which ones this product uses. */
export const CAMPAIGN_STATUSES = [
  'OPEN',
  'COMPLETED',
  'PREPARING',
  'EXECUTING',
  'DELETED',
  'INVALID',
  'PAUSED',
  'PENDING',
  'PENDING_NEXT_RUN',
  'SCHEDULED',
  'IMMEDIATE',
  'SUCCESS',
  'FAILED',
  'RUNNING',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Which status may follow which (SPEC leaves it open; docs/engagement.md explains each step). The server
 * refuses any other change with 409 `campaign_transition`.
 *
 * OPEN (draft, editable) → SCHEDULED (a date and time) or IMMEDIATE (send now, queued) → PREPARING
 * (recipients being fixed) → EXECUTING (sending) → COMPLETED. EXECUTING ⇄ PAUSED (by hand, or by itself
 * after consecutive transport errors, with the reason in `statusReason`). SCHEDULED → OPEN unschedules.
 * Cancelling a campaign that has started (IMMEDIATE, PREPARING, EXECUTING, PAUSED) ends it in COMPLETED
 * with `cancelledAt` set, so what was sent keeps its statistics. DELETED: a draft removed from the lists.
 * INVALID: a scheduled campaign whose segment or template disappeared before its time; edit it (→ OPEN).
 * FAILED: the sending job failed for a reason other than transport errors (shown); edit it (→ OPEN).
 * PENDING_NEXT_RUN: a trigger's model campaign between runs. PENDING: an A/B campaign between its phases (the test
 * share sent, waiting for a variant's send time, the winner or the rest's time); it goes back to EXECUTING for each
 * share it sends. RUNNING and SUCCESS are SPEC's but unused.
 */
export const CAMPAIGN_TRANSITIONS: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  OPEN: ['SCHEDULED', 'IMMEDIATE', 'DELETED', 'PENDING_NEXT_RUN'],
  SCHEDULED: ['OPEN', 'IMMEDIATE', 'PREPARING', 'INVALID'],
  IMMEDIATE: ['PREPARING', 'COMPLETED'],
  PREPARING: ['EXECUTING', 'FAILED', 'COMPLETED', 'PAUSED'],
  EXECUTING: ['PAUSED', 'COMPLETED', 'FAILED', 'PENDING'],
  PAUSED: ['EXECUTING', 'COMPLETED'],
  INVALID: ['OPEN', 'DELETED'],
  FAILED: ['OPEN', 'DELETED'],
  COMPLETED: [],
  DELETED: [],
  PENDING_NEXT_RUN: ['PREPARING', 'OPEN', 'COMPLETED'],
  PENDING: ['EXECUTING', 'COMPLETED'],
  RUNNING: ['SUCCESS', 'FAILED', 'PAUSED'],
  SUCCESS: [],
};

export const canMoveCampaign = (from: CampaignStatus, to: CampaignStatus) =>
  CAMPAIGN_TRANSITIONS[from]?.includes(to) ?? false;

/** A campaign in one of these may still be edited (content, segment, schedule, rate). */
// PENDING_NEXT_RUN: the model of a trigger's runs; a change applies from the next run on.
export const CAMPAIGN_EDITABLE_STATUSES: readonly CampaignStatus[] = ['OPEN', 'INVALID', 'FAILED', 'PENDING_NEXT_RUN'];
/** The console's status tabs on /mail/campaigns. */
export const CAMPAIGN_STATUS_GROUPS = {
  drafts: ['OPEN', 'INVALID', 'FAILED'],
  scheduled: ['SCHEDULED', 'PENDING_NEXT_RUN'],
  sending: ['IMMEDIATE', 'PREPARING', 'EXECUTING', 'PAUSED', 'PENDING', 'RUNNING'],
  sent: ['COMPLETED', 'SUCCESS'],
} as const satisfies Record<string, readonly CampaignStatus[]>;
export type CampaignStatusGroup = keyof typeof CAMPAIGN_STATUS_GROUPS;

export const CAMPAIGN_TYPES = ['STANDARD', 'AB'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
/** What an A/B campaign varies (next engagement issue). */
export const CAMPAIGN_VARIABLES = ['CONTENT', 'DELIVERY_SCHEDULE'] as const;
export const CAMPAIGN_CHANNELS = ['EMAIL', 'SMS', 'PUSH'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export const CAMPAIGN_SCHEDULES = ['IMMEDIATE', 'SCHEDULED'] as const;

/** Fields only the campaign's own actions and the sending job write (400 `server_owned` in REST input). */
export const CAMPAIGN_SERVER_OWNED = [
  'status',
  'statusReason',
  'startedAt',
  'completedAt',
  'cancelledAt',
  'pausedAt',
  'recipientCount',
  'sentCount',
  'failedCount',
  'sentHtml',
  'sentSubject',
  'job',
  'history',
  'trigger',
  'abState',
] as const;

/** SPEC section 9: default and ceiling of the sending rate. */
export const DEFAULT_MESSAGES_PER_SECOND = 25;
export const MAX_MESSAGES_PER_SECOND = 1000;

/** SPEC section 9: the segment page's recipients table and the preview's hits. */
export const SEGMENT_RECIPIENTS_TABLE_MAX = 250;
export const SEGMENT_HITS_CAP = 10_000;

/** SPEC section 9 "Segment created-since choices", as durations in seconds. */
export const SEGMENT_CREATED_SINCE = {
  '10m': 600,
  '1h': 3600,
  '1d': 86_400,
  '3d': 3 * 86_400,
  '5d': 5 * 86_400,
  '7d': 7 * 86_400,
  '14d': 14 * 86_400,
  '1M': 30 * 86_400,
} as const;
export type SegmentCreatedSince = keyof typeof SEGMENT_CREATED_SINCE;

/** SPEC section 9 "Engagement statistics intervals". */
export const ENGAGEMENT_INTERVALS = ['24h', '7d', '14d', '1m', '1y'] as const;
export type EngagementInterval = (typeof ENGAGEMENT_INTERVALS)[number];

/** Engagement settings (site configuration `engagement`), merged over these defaults. */
export const ENGAGEMENT_SETTINGS_DEFAULTS = {
  /** Sender addresses must end with one of these domains (SPEC 5); empty = no campaign can be sent. */
  senderDomains: [] as string[],
  defaultFromName: 'Newsroom',
  defaultFromEmail: '',
  messagesPerSecond: DEFAULT_MESSAGES_PER_SECOND,
  /** SPEC 5: creating one more shows the limit message. */
  maxSegments: 100,
  maxLists: 50,
  /** Completed campaigns older than this many days move to /mail/legacy/campaigns. */
  legacyAfterDays: 180,
  /** Consecutive transport errors after which a sending campaign pauses itself. */
  autoPauseAfterErrors: 10,
  /** Soft bounces after which an address is suppressed. */
  softBounceLimit: 3,
  /**
   * Frequency cap across campaigns: a profile that was sent this many campaign messages in the last
   * `frequencyCapDays` days is left out when a campaign's recipients are fixed. 0 = no cap.
   */
  frequencyCapMessages: 0,
  frequencyCapDays: 7,
};
export type EngagementSettings = typeof ENGAGEMENT_SETTINGS_DEFAULTS;

/** SPEC section 3 "Engagement editor defaults"; the stored `engagementEditorSettings` are merged over them. */
export const ENGAGEMENT_EDITOR_DEFAULTS = {
  bodyValues: {
    backgroundColor: '#e7e7e7',
    contentWidth: '500px',
    fontFamily: { label: 'Arial', value: 'Arial, Helvetica, sans-serif' },
  },
  articleTitle: { fontFamily: 'Arial, Helvetica, sans-serif', fontSize: 18, textAlign: 'left', color: '#555555' },
  articleIntro: { fontFamily: 'Arial, Helvetica, sans-serif', fontSize: 18, color: '#555555' },
  border: {
    top: '0px solid #CCC',
    left: '0px solid #CCC',
    right: '0px solid #CCC',
    bottom: '0px solid #CCC',
  },
  borderRadius: 4,
};
export type EngagementEditorSettings = typeof ENGAGEMENT_EDITOR_DEFAULTS;

/** Deep merge of stored editor settings over the defaults (objects merged, other values replaced). */
export function editorSettingsOf(stored: unknown): EngagementEditorSettings {
  const merge = (base: any, over: any): any => {
    if (!over || typeof over !== 'object' || Array.isArray(over))
      return over === undefined || over === null ? base : over;
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) {
      out[key] = base && typeof base[key] === 'object' && !Array.isArray(base[key]) ? merge(base[key], value) : value;
    }
    return out;
  };
  return merge(ENGAGEMENT_EDITOR_DEFAULTS, stored);
}

/** A recipient's state in a campaign run (table `campaign_recipients`). */
export const RECIPIENT_STATES = ['pending', 'claimed', 'sent', 'failed'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** Stored e-mail events (table `mail_events`). */
export const MAIL_EVENT_TYPES = [
  'open',
  'machine_open',
  'click',
  'scanner_click',
  'bounce_hard',
  'bounce_soft',
  'complaint',
  'unsubscribe',
] as const;
export type MailEventType = (typeof MAIL_EVENT_TYPES)[number];

/** Why an address receives no marketing mail (table `mail_suppressions`). */
export const SUPPRESSION_REASONS = ['unsubscribed', 'hard_bounce', 'soft_bounce', 'complaint'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** SPEC section 5 "Email preview" messages (the console shows them in the user's language; nl is SPEC's text). */
export const PREVIEW_MAIL_MAX_RECIPIENTS = 5;
