import { AUTOMATION_EVENT_TARGET, type AutomationEvent } from '@newsroom/config';
import type { RaRecord } from 'react-admin';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the automation form sends: its own fields only; the counters and history are the server's (400 server_owned). */
const EDITABLE = ['name', 'event', 'list', 'tag', 'delayMinutes', 'campaign', 'active'];

export const automationPayload = (values: Record<string, unknown>): Record<string, unknown> => {
  const payload = Object.fromEntries(EDITABLE.filter((key) => key in values).map((key) => [key, values[key]]));
  // The list or tag of another event is cleared, not sent along (the server clears it too).
  const needs = AUTOMATION_EVENT_TARGET[payload.event as AutomationEvent];
  if (needs !== 'list' && 'list' in payload) payload.list = null;
  if (needs !== 'tag' && 'tag' in payload) payload.tag = null;
  if (payload.delayMinutes === '' || payload.delayMinutes === undefined) payload.delayMinutes = 0;
  return payload;
};

/** The event in words, with the list's or tag's name when it has one: "Krijgt de tag “VIP”". */
export const eventText = (record: RaRecord, translate: Translate): string => {
  const event = String(record.event ?? '');
  const needs = AUTOMATION_EVENT_TARGET[event as AutomationEvent];
  const expanded = record.expanded as Record<string, { name?: string } | null | undefined> | undefined;
  const target = needs ? expanded?.[needs]?.name : undefined;
  if (needs && target) return translate(`app.automations.event_of.${event}`, { target });
  return translate(`app.automations.events.${event}`, { _: event });
};

/** The delay in the largest whole unit: "Meteen", "30 minuten later", "2 uur later", "3 dagen later". */
export const delayText = (minutes: unknown, translate: Translate): string => {
  const value = Number(minutes) || 0;
  if (value <= 0) return translate('app.automations.delay.none');
  if (value % 1440 === 0) return translate('app.automations.delay.days', { smart_count: value / 1440 });
  if (value % 60 === 0) return translate('app.automations.delay.hours', { smart_count: value / 60 });
  return translate('app.automations.delay.minutes', { smart_count: value });
};

/** Refusals about the chosen campaign (422 not ready, 409 not a draft or already used): shown on its input. */
export const CAMPAIGN_REFUSALS = [
  'template_required',
  'sender_domain',
  'sender_domain_none',
  'automation_campaign_status',
  'automation_channel_email',
  'campaign_has_automation',
  'campaign_has_trigger',
];

/** Codes whose general text speaks of another form: said for an automation. */
const OWN_WORDS = new Set(['template_required', 'sender_domain', 'sender_domain_none', 'automation_campaign_status']);

export const automationRefusalText = (error: unknown, translate: Translate): string => {
  if (!(error instanceof ApiError)) return String(error);
  const code = error.code;
  if (code && OWN_WORDS.has(code)) {
    const { status, domains } = error.details;
    return translate(`app.automations.refusals.${code}`, {
      domains: Array.isArray(domains) ? domains.join(', ') : String(domains ?? ''),
      status: status ? translate(`app.campaigns.status.${status}`, { _: String(status) }) : '',
    });
  }
  return errorText(error, translate);
};
