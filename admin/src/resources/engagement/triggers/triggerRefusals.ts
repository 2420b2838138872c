import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a trigger's form sends: its own fields only; the schedule's bookkeeping is the server's (400 server_owned). */
const EDITABLE = ['name', 'campaign', 'cron', 'executeOnce', 'active'];

export const triggerPayload = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(EDITABLE.filter((key) => key in values).map((key) => [key, values[key]]));

/**
 * Refusals about the chosen campaign: it is not ready to send (422, the send's own codes), not a draft or
 * already triggered (409). Shown on the campaign input of the form.
 */
export const CAMPAIGN_REFUSALS = [
  'segment_required',
  'template_required',
  'sender_domain',
  'sender_domain_none',
  'trigger_campaign_status',
  'campaign_has_trigger',
];

/** Codes whose general text speaks of a form the trigger does not have ("choose a segment"): said for a trigger. */
const OWN_WORDS = new Set([
  'segment_required',
  'template_required',
  'sender_domain',
  'sender_domain_none',
  'trigger_campaign_status',
]);

/** A refusal of a trigger's write or run in the user's language. */
export const triggerRefusalText = (error: unknown, translate: Translate): string => {
  if (!(error instanceof ApiError)) return String(error);
  const code = error.code;
  if (code && OWN_WORDS.has(code)) {
    const { status, domains } = error.details;
    return translate(`app.triggers.refusals.${code}`, {
      domains: Array.isArray(domains) ? domains.join(', ') : String(domains ?? ''),
      status: status ? translate(`app.campaigns.status.${status}`, { _: String(status) }) : '',
    });
  }
  return errorText(error, translate);
};
