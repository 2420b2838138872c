// A/B tests of e-mail campaigns (en): the settings in the campaign form, the results per variant with the winner on
// the campaign's page, and the refusals (docs/engagement.md › A/B tests).
const METRICS = { OPEN_RATE: 'Open rate', CLICK_RATE: 'Click rate' };

export const screens = {
  ab_tests: {
    title: 'A/B test',
    help_content:
      'A share of the segment is split evenly and at random over the variants. After the wait the best variant goes to everyone else.',
    help_schedule:
      'A share of the segment is split evenly and at random over the send times. After the wait the rest gets the message at the winning time of day.',
    variable: { CONTENT: 'Content (subject, sender name or template)', DELIVERY_SCHEDULE: 'Send time' },
    test_share: 'Test share (%)',
    test_share_help: 'Part of the segment that receives the test; the rest gets the winner.',
    wait_hours: 'Wait (hours)',
    wait_help: 'Time between sending the test and choosing the winner.',
    wait_help_schedule: 'Time after the last send time before the winner is chosen.',
    metric: 'Winner by',
    metrics: METRICS,
    winner_mode: 'Choose the winner',
    winner_modes: { AUTO: 'Automatically when the wait is over', MANUAL: 'By hand' },
    variants: 'Variants',
    variant: 'Variant %{key}',
    send_at: 'Send at',
    results: {
      title: 'A/B test results',
      not_started: 'The test starts when the campaign is sent.',
      group: '%{test} in the test, %{rest} get the winner',
      variant: 'Variant',
      what: 'Varies',
      sent: 'Sent',
      opens: 'Opened',
      clicks: 'Clicked',
      open_rate: 'Open rate',
      click_rate: 'Click rate',
      confidence: 'Confidence',
      confidence_help:
        'How sure it is that the leading variant’s higher rate is real and not chance (two-proportion test). From 95 % it counts as significant.',
      leading: 'Leading',
      waiting_send: 'Sent at %{date}',
      not_yet: 'Not sent yet (%{date})',
      decision_at: 'The winner is chosen on %{date}.',
      decision_manual: 'Choose the winner when you have seen enough.',
      winner: 'Winner: variant %{key}',
      rest_at: 'The rest gets variant %{key} on %{date}.',
      rest_sent: 'The rest got variant %{key}.',
      choose: 'Choose %{key}',
      choose_title: 'Send variant %{key} to the rest?',
      choose_text:
        'Variant %{key} becomes the winner and goes to the %{rest} recipients who were not in the test. This cannot be undone.',
      choose_yes: 'Yes, variant %{key} wins',
      chosen: 'Variant %{key} is the winner',
      error: 'The test results could not be loaded.',
      reason: {
        higher_rate: 'Highest %{metric} (%{rate}) against %{runnerUp} for variant %{other}; confidence %{confidence}.',
        tie_first: 'Same %{metric} as variant %{other} (%{rate}): the first variant wins.',
        no_data: 'No messages were sent in the test: the first variant wins.',
        manual: 'Chosen by hand. %{metric}: %{rate}, against %{runnerUp} for variant %{other}.',
      },
      metric_lower: { OPEN_RATE: 'open rate', CLICK_RATE: 'click rate' },
      by: { AUTO: 'chosen automatically', MANUAL: 'chosen by hand' },
    },
  },
};

const VALIDATION = {
  ab_variants_count: 'An A/B test has %{min} to %{max} variants.',
  ab_variant_keys: 'The variants must be named %{keys}, in that order.',
  ab_variant_empty: 'Give variant %{key} a subject, a sender name or a template of its own.',
  ab_variants_same: 'Variant %{key} is the same as variant %{same}: change its subject, sender name or template.',
  ab_send_at: 'Choose a date and time in the future.',
  ab_send_at_same: 'Variant %{key} has the same send time as variant %{same}.',
  ab_send_at_spread: 'The send times of a test must lie within %{days} days of each other.',
  ab_test_share: 'The test share is a whole percentage from %{min} to %{max}.',
  ab_wait_hours: 'The wait is a whole number of hours from %{min} to %{max}.',
  ab_metric: 'Choose how the winner is chosen.',
  ab_winner_mode: 'Choose whether the winner is chosen automatically or by hand.',
};

export const validation = VALIDATION;

export const errorCodes = {
  ...VALIDATION,
  ab_email_only: 'A/B tests are for e-mail campaigns.',
  ab_not_started: 'The test has not been sent yet.',
  ab_winner_chosen: 'A winner was already chosen.',
  ab_winner_unknown: 'This test has no such variant (it has %{keys}).',
  ab_not_all_sent: 'Not every variant has been sent yet: choose the winner after the last send time.',
};
