/** English: subscriptions (the customer's subscriptions tab; issue #19). */
const STATUSES = { PENDING: 'Not active yet', ACTIVE: 'Active', ENDED: 'Ended' };
const END_REASONS = {
  END_DATE: 'end date reached',
  AUTO_STOP: 'stopped after one period',
  FOLLOW_UP: 'moved to its follow-up',
  STAFF: 'ended by staff',
};

export const screens = {
  subscriptions: {
    order_none: 'No subscriptions yet: they are made once the order is paid or invoiced.',
    title: 'Subscriptions',
    add: 'Add subscription',
    add_title: 'Add a subscription',
    add_help: 'The subscription starts as "not active yet"; activate it now or from a start date.',
    product: 'Subscription product',
    payment_method: 'Payment method',
    payment_methods: { CREDIT: 'Invoice (transfer)', DIRECT_DEBIT: 'Direct debit' },
    fields: {
      product: 'Product',
      status: 'Status',
      startDate: 'Start',
      endDate: 'End',
      nextPaymentDate: 'Next payment',
      followUp: 'Follow-up',
      previous: 'Follows',
      order: 'Order',
    },
    statuses: STATUSES,
    end_reasons: END_REASONS,
    activate: 'Activate',
    activate_now: 'Activate now',
    end: 'End',
    history: 'History',
    history_title: 'History of %{product}',
    activate_title: 'Activate %{product}',
    activate_help: 'Today or later. A later date activates it in the night of that day.',
    activate_now_title: 'Activate %{product} now?',
    activate_now_text:
      'It starts today; the subscriber gets access at once and the first period is invoiced when the product says so.',
    end_title: 'End %{product}',
    end_help: 'Today or earlier ends it at once and access goes; a later date ends it that day.',
    start_date: 'Start date',
    end_date: 'End date',
    done_activate: 'Subscription activated',
    done_planned: 'Subscription planned from %{date}',
    done_end: 'Subscription ended',
    done_planned_end: 'Subscription ends on %{date}',
    done_add: 'Subscription added',
    none: 'none',
    ended_because: 'Ended: %{reason}',
    by_system: 'automatically',
    empty_title: 'No subscriptions',
    empty_text:
      'A subscription comes from a paid or invoiced order of a subscription product, or is added here. It gives the customer’s profiles access while it is active.',
    failed: 'The subscriptions could not be loaded: %{error}',
    forbidden: 'You have no access to subscriptions.',
    actions: {
      create: 'added',
      activate: 'activated',
      plan_start: 'start planned',
      plan_end: 'end planned',
      end: 'ended',
      invoice: 'period invoiced',
      period: 'next period',
      activate_refused: 'activation refused',
      magazine_activate: 'subscribed at the magazine platform',
      magazine_deactivate: 'unsubscribed at the magazine platform',
      magazine_sync_failed: 'magazine platform failed',
      magazine_sync_retry: 'magazine platform retried',
    },
  },
};

export const validation = {
  subscriptionProduct: 'Choose a subscription product',
  startDatePast: 'The start date is today (%{today}) or later',
};

export const errorCodes = {
  subscription_illegal_transition: 'This is not possible (any more) for this subscription: reload the subscriptions.',
  subscription_active_same_kind: 'The customer already has an active subscription of the same kind.',
  subscription_not_editable: 'A subscription changes only through its actions (activate, end).',
  subscription_not_deletable: 'Subscriptions are kept: end the subscription instead.',
};
