// Engagement: triggers (/mail/triggers): campaigns that run on a cron schedule in Amsterdam time (en).
export const menu = { mail_triggers: 'Triggers' };

export const resources = {
  'mail/triggers': {
    name: 'Trigger |||| Triggers',
    fields: {
      q: 'Search by name or schedule',
      name: 'Name',
      campaign: 'Campaign',
      cron: 'Schedule (cron)',
      executeOnce: 'Once',
      active: 'On',
      nextRunAt: 'Next run',
      lastRunAt: 'Last run',
      runCount: 'Runs',
      createdAt: 'Created',
      updatedAt: 'Last changed',
    },
  },
};

export const screens = {
  triggers: {
    empty_title: 'No triggers yet',
    empty_text:
      'A trigger sends a campaign automatically on a fixed schedule, for example every Monday at 08:00 (Amsterdam time). Each run is a copy of the campaign with its own recipients and results; a one-off trigger sends the campaign itself once and then switches off.',
    no_match: 'No triggers match these filters.',
    active_filter: 'Switched on',
    schedule: 'Schedule',
    on: 'On',
    off: 'Off',
    campaign_help: 'Drafts only. The campaign is the model of every run; changes to it apply from the next run.',
    cron_help: 'Five fields: minute, hour, day of month, month, day of week (Amsterdam time).',
    execute_once_help: 'Sends the campaign itself once, at the first matching time; then the trigger switches off.',
    active_help: 'Off: the schedule does not run and the campaign is an ordinary draft again.',
    presets: 'Quick pick:',
    preset: {
      weekly_monday: 'Every Monday 08:00',
      daily: 'Daily 07:00',
      weekdays: 'Weekdays 07:00',
      monthly_first: 'First of the month 06:30',
    },
    cron_field: {
      minute: 'Minute',
      hour: 'Hour',
      dayOfMonth: 'Day of month',
      month: 'Month',
      dayOfWeek: 'Day of week',
    },
    next_runs: 'Next %{smart_count} run |||| Next %{smart_count} runs',
    next_runs_inactive: 'This is how the schedule runs when the trigger is on:',
    once_note: 'One-off: only this run, then the trigger switches off.',
    no_runs_found: 'This schedule has no run in the next five years.',
    time_zone: 'Amsterdam time',
    details: {
      schedule: 'Schedule',
      cron: 'Cron',
      campaign: 'Campaign',
      executeOnce: 'One-off',
      nextRunAt: 'Next run',
      lastRunAt: 'Last run',
      runCount: 'Number of runs',
      yes: 'Yes',
      no: 'No',
      none: '—',
    },
    actions: {
      run_now: 'Run now',
      activate: 'Switch on',
      deactivate: 'Switch off',
      run_now_title: 'Run now?',
      run_now_text: 'The campaign “%{campaign}” is sent now, outside the schedule. The schedule stays as it is.',
      run_now_once_text:
        'The campaign “%{campaign}” is sent now, outside the schedule. The trigger is one-off and switches off afterwards.',
      run_now_yes: 'Run now',
      keep: 'Cancel',
      inactive_hint: 'Switch the trigger on to run it.',
      done_run_now: 'The run has started.',
      done_activate: 'The trigger is on.',
      done_deactivate: 'The trigger is off.',
      delete_title: 'Delete trigger “%{name}”?',
      delete_text: 'The schedule stops and the campaign becomes a draft again. Runs already sent are kept.',
    },
    refusals: {
      segment_required: 'The campaign has no segment yet: choose one in the campaign.',
      template_required: 'The campaign has no e-mail template yet: choose one in the campaign.',
      sender_domain:
        'The campaign’s sender address does not end with an approved sender domain (%{domains}): change the campaign.',
      sender_domain_none:
        'No sender domain is approved in the engagement settings yet; the campaign cannot be sent yet.',
      trigger_campaign_status:
        'A trigger starts a draft only; this campaign is “%{status}”. Duplicate the campaign and choose the copy.',
    },
    runs: {
      title: 'Runs',
      name: 'Campaign',
      status: 'Status',
      sentCount: 'Sent',
      startedAt: 'Started',
      empty_title: 'No runs yet',
      empty_text: 'Each run appears here as its own campaign with recipients and results.',
    },
    history: {
      title: 'History',
      empty: 'No history yet.',
      by: 'by %{name}',
      system: 'the system',
      actions: {
        create: 'Created',
        update: 'Changed',
        activate: 'Switched on',
        deactivate: 'Switched off',
        run: 'Scheduled run',
        run_now: 'Run by hand',
        skipped: 'Run skipped',
      },
      schedule_note: 'Schedule: %{schedule}',
      skipped_notes: {
        segment_required: 'The campaign had no segment.',
        template_required: 'The campaign had no e-mail template.',
        sender_domain: 'The sender address did not end with an approved domain.',
        sender_domain_none: 'No sender domain was approved.',
        trigger_campaign_missing: 'The trigger had no campaign.',
      },
    },
  },
};

export const errorCodes = {
  campaign_has_trigger: 'This campaign already has a trigger; a campaign can have only one.',
  trigger_campaign_status: 'A trigger starts a draft campaign only. Duplicate the campaign and choose the copy.',
  trigger_inactive: 'This trigger is off. Switch it on first to run it.',
  trigger_campaign_missing: 'This trigger no longer has a campaign. Choose a campaign in the trigger.',
  trigger_busy: 'A run of this trigger was started at the same moment already.',
};

/** Failures of a cron schedule (config/src/cron.ts), on the field `cron`. */
export const validation = {
  cron_fields:
    'A schedule has five fields separated by spaces (minute, hour, day of month, month, day of week); this has %{count}.',
  cron_value: '“%{value}” is not a valid value. Use numbers, *, a-b, */n or a comma-separated list.',
  cron_range: 'A value must be between %{min} and %{max}.',
  cron_step: 'A step (after the /) must be a whole number greater than 0.',
  cron_never: 'This schedule never falls on a date that exists (such as 30 February).',
};
