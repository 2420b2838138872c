import { AB_VARIANT_KEYS } from '@newsroom/config';
import { ApiError } from '@/providers/apiError';

/** The form field a campaign refusal is about (the sending API's codes, docs/engagement.md). */
export const FIELD_OF_CODE: Record<string, string> = {
  sender_domain: 'fromEmail',
  sender_domain_none: 'fromEmail',
  schedule_invalid: 'scheduledAt',
  template_required: 'template',
  segment_required: 'segment',
  sms_text_required: 'smsText',
  sms_text_too_long: 'smsText',
  push_title_required: 'pushTitle',
  push_body_required: 'pushBody',
  push_url_https: 'pushUrl',
  push_image_invalid: 'pushImage',
  push_payload_too_large: 'pushBody',
};

/** The input's name of a refusal, if it is about one field. */
export const fieldOfRefusal = (error: unknown): string | undefined =>
  error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;

/** Strapi's answer keeps only the fields the API takes: the console's helpers and read-only fields go. */
export const campaignPayload = (values: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) if (key in values) out[key] = values[key] === '' ? null : values[key];
  if (out.schedule === 'IMMEDIATE') out.scheduledAt = null;
  // Only e-mail campaigns are A/B tests; the variants' keys follow their order (A, B, C, D).
  if (out.channel && out.channel !== 'EMAIL') out.type = 'STANDARD';
  if (out.type === 'AB') out.variants = abSettingsPayload(out.variants);
  else delete out.variants;
  return out;
};

/** The A/B settings as the API takes them: keys by position, empty fields left out (the campaign's own). */
function abSettingsPayload(settings: unknown) {
  if (!settings || typeof settings !== 'object') return settings;
  const { variants, ...rest } = settings as { variants?: unknown };
  if (!Array.isArray(variants)) return settings;
  return {
    ...rest,
    variants: variants.map((variant, index) => {
      const out: Record<string, unknown> = { key: AB_VARIANT_KEYS[index] ?? String(index + 1) };
      for (const [field, value] of Object.entries((variant ?? {}) as Record<string, unknown>))
        if (field !== 'key' && value !== '' && value !== null && value !== undefined) out[field] = value;
      return out;
    }),
  };
}

const EDITABLE = [
  'name',
  'type',
  'variable',
  'variants',
  'segment',
  'template',
  'fromName',
  'fromEmail',
  'subject',
  'schedule',
  'scheduledAt',
  'messagesPerSecond',
  'utmSource',
  'utmMedium',
  'utmContent',
  'channel',
  'smsText',
  'pushTitle',
  'pushBody',
  'pushUrl',
  'pushImage',
];
