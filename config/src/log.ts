/**
 * The log (SPEC 3's entry types): one table of what happened, written by the services as it happens and
 * read by staff (`GET /api/log-entries`; the `/settings/log` screen follows with the settings issue).
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
    // An event automation's changes (switched on or off, its event, delay or campaign).
    'api::campaign-automation.campaign-automation': { subject: 'campaign-automation', type: 'email' },
  };

export const logTypeOf = (uid: string, action: string): LogType | null => {
  const mirrored = HISTORY_LOG_TYPES[uid];
  return mirrored ? (mirrored.byAction?.[action] ?? mirrored.type) : null;
};
