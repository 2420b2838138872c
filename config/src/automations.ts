// Event automations (issue #22 "Triggers and automations"): when a profile subscribes to a list, gets a tag, is
// created or pays an order, one e-mail campaign is sent to it (optionally after a delay), once per profile and
// automation. docs/engagement.md "Automations" explains each step; the server's rules are in
// cms/src/api/campaign-automation/services/.
import { rules, validateFields, type FieldFailure, type Rule } from './validation';

export const AUTOMATION_EVENTS = ['LIST_SUBSCRIBED', 'TAG_ADDED', 'PROFILE_CREATED', 'ORDER_PAID'] as const;
export type AutomationEvent = (typeof AUTOMATION_EVENTS)[number];

/** The longest wait between the event and the message: 30 days (a welcome series' last step, not a reminder service). */
export const AUTOMATION_MAX_DELAY_MINUTES = 30 * 24 * 60;

/** The event that names what it listens to: a list for LIST_SUBSCRIBED, a tag for TAG_ADDED. */
export const AUTOMATION_EVENT_TARGET: Partial<Record<AutomationEvent, 'list' | 'tag'>> = {
  LIST_SUBSCRIBED: 'list',
  TAG_ADDED: 'tag',
};

export const AUTOMATION_RULES: Record<string, Rule[]> = {
  name: [rules.required, rules.maxLength(120)],
  event: [rules.required, rules.oneOf(AUTOMATION_EVENTS)],
  delayMinutes: [rules.integer, rules.minValue(0), rules.maxValue(AUTOMATION_MAX_DELAY_MINUTES)],
  active: [rules.boolean],
};

/** Kept by the automation's own steps (400 `server_owned` in REST input). */
export const AUTOMATION_SERVER_OWNED = ['firedCount', 'sentCount', 'history'] as const;

/**
 * Why a due run sent nothing (automation_runs.error), in the order they are checked: the automation was
 * switched off meanwhile, the profile is gone or has no address, is blocked, has no opt-in, the address is
 * suppressed, the frequency cap is reached, or this address already got the campaign.
 */
export const AUTOMATION_SKIP_REASONS = [
  'automation_inactive',
  'profile_gone',
  'no_email',
  'blocked',
  'not_opted_in',
  'suppressed',
  'frequency_cap',
  'already_sent',
] as const;
export type AutomationSkipReason = (typeof AUTOMATION_SKIP_REASONS)[number];

/**
 * The field rules; with `partial` only the fields given. `target` says whether the list or tag the event
 * needs is there (after merging with the stored automation): `required` on that field when not.
 */
export function automationFailures(
  data: Record<string, unknown>,
  { partial = false, target }: { partial?: boolean; target?: { list: boolean; tag: boolean; event?: unknown } } = {},
): FieldFailure[] {
  const fields = partial
    ? Object.fromEntries(Object.entries(AUTOMATION_RULES).filter(([k]) => k in data))
    : AUTOMATION_RULES;
  const failures: FieldFailure[] = validateFields(data, fields);
  const event = (target?.event ?? data.event) as AutomationEvent;
  const needs = AUTOMATION_EVENT_TARGET[event];
  if (target && needs && !target[needs] && !failures.some((f) => f.path[0] === needs))
    failures.push({ path: [needs], code: 'required' });
  return failures;
}
