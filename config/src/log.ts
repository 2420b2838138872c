/**
 * The log (SPEC 3's entry types): one table of what happened, written by the services as it happens and
 * read by administrators (`GET /api/log-entries`, the console's `/settings/log`); see docs/log.md.
 */
export const LOG_TYPES = [
  'email',
  'invoice',
  'payment',
  'subscription',
  'reminder',
  'auth',
  'pageview',
  'profile',
  'push',
  'order',
] as const;
export type LogType = (typeof LOG_TYPES)[number];

/** The history entries of these records are mirrored into the log, typed by record and action. */
export const HISTORY_LOG_TYPES: Record<string, { subject: string; type: LogType; byAction?: Record<string, LogType> }> =
  {
    'api::order.order': { subject: 'order', type: 'order' },
    'api::invoice.invoice': {
      subject: 'invoice',
      type: 'invoice',
      byAction: {
        reminder: 'reminder',
        payment: 'payment',
        paymentLink: 'payment',
        refund: 'payment',
        refunded: 'payment',
        charged_back: 'payment',
        directDebit: 'payment',
      },
    },
    'api::subscription.subscription': { subject: 'subscription', type: 'subscription' },
    'api::direct-debit.direct-debit': { subject: 'direct-debit', type: 'payment' },
    // A form thread's submission, replies, assignments and status changes (SPEC 4's line) concern a profile.
    'api::form-thread.form-thread': { subject: 'form-thread', type: 'profile' },
    // A campaign trigger's changes and runs (a run names its campaign; a skipped run says why).
    'api::campaign-trigger.campaign-trigger': { subject: 'campaign-trigger', type: 'email' },
    // A campaign's status steps (scheduled, sending, completed, paused, cancelled) and notes (a test send).
    'api::campaign.campaign': { subject: 'campaign', type: 'email' },
    // An event automation's changes (switched on or off, its event, delay or campaign).
    'api::campaign-automation.campaign-automation': { subject: 'campaign-automation', type: 'email' },
  };

export const logTypeOf = (uid: string, action: string): LogType | null => {
  const mirrored = HISTORY_LOG_TYPES[uid];
  return mirrored ? (mirrored.byAction?.[action] ?? mirrored.type) : null;
};

/**
 * The list's count is capped (docs/log.md "Count"): at ten million entries an exact count of a wide filter
 * takes seconds, so the server counts at most `LOG_COUNT_CAP + 1` matching rows and a total above the cap
 * means "more than 10,000". Pages stay reachable up to the cap; narrower filters reach the rest.
 */
export const LOG_COUNT_CAP = 10_000;
export const LOG_PAGE_SIZE_MAX = 100;
/** Retention (`site.log.retentionDays`): entries older than this many days are deleted nightly. */
export const LOG_RETENTION_DEFAULT_DAYS = 730;
/** Shorter than a quarter would lose the entries a reminder run or a dispute still asks about. */
export const LOG_RETENTION_MIN_DAYS = 90;
export const LOG_RETENTION_MAX_DAYS = 3650;
/** Filters the list and the export understand (`filters[<name>]`); `day` is an Europe/Amsterdam day. */
export const LOG_FILTER_FIELDS = ['type', 'action', 'day', 'who', 'actorId', 'subjectType', 'subjectId'] as const;
/** The free text (`_q` or the console's search) looks in these fields. */
export const LOG_TEXT_FIELDS = ['action', 'note'] as const;
/** An export holds at most this many entries (below XLSX's row limit); narrower filters give the rest. */
export const LOG_EXPORT_MAX_ROWS = 1_000_000;

export const isLogType = (value: unknown): value is LogType =>
  typeof value === 'string' && (LOG_TYPES as readonly string[]).includes(value);

/** The objects entries are about (`subjectType`), for the console's object filter and names. */
export const LOG_SUBJECT_TYPES = [
  'order',
  'invoice',
  'subscription',
  'direct-debit',
  'customer',
  'profile',
  'user',
  'form-thread',
  'campaign',
  'campaign-trigger',
  'campaign-automation',
  'push-subscription',
  'outbox-message',
  'mail-webhook',
  'tag',
  'profile-tag',
  'page',
] as const;
