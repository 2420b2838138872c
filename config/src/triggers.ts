// Campaign triggers (SPEC 3 "Triggers: cron schedule, executeOnce, active"; SPEC 9: a trigger shows its next 5
// runs). A trigger starts runs of one campaign on a cron schedule in Europe/Amsterdam (./cron.ts); the campaign
// waits in PENDING_NEXT_RUN between runs. docs/engagement.md "Triggers" explains each step.
import { cronFailure } from './cron';
import { rules, validateFields, type FieldFailure, type Rule } from './validation';

export const TRIGGER_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.maxLength(120)],
  cron: [rules.required, rules.maxLength(100)],
};

/** Kept by the trigger's own steps (400 `server_owned` in REST input). */
export const TRIGGER_SERVER_OWNED = ['nextRunAt', 'lastRunAt', 'runCount', 'history'] as const;

/** A run's campaign carries its trigger; the statuses a trigger's campaign may have when it is switched on. */
export const TRIGGER_CAMPAIGN_STATUSES = ['OPEN', 'PENDING_NEXT_RUN'] as const;

/** The field rules and the schedule's own check (codes cron_fields, cron_value, cron_range, cron_step, cron_never). */
export function triggerFailures(data: Record<string, unknown>, partial = false): FieldFailure[] {
  const fields = partial
    ? Object.fromEntries(
        Object.keys(TRIGGER_RULES)
          .filter((k) => k in data)
          .map((k) => [k, TRIGGER_RULES[k]]),
      )
    : TRIGGER_RULES;
  const failures = validateFields(data, fields);
  if ((!partial || 'cron' in data) && !failures.some((f) => f.path[0] === 'cron')) {
    const failure = cronFailure(data.cron);
    if (failure)
      failures.push({ path: ['cron'], code: failure.code, ...(failure.params ? { params: failure.params } : {}) });
  }
  return failures;
}
