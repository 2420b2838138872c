import { ApiError } from '@/providers/apiError';

/** The form field a campaign refusal is about (the sending API's codes, docs/engagement.md). */
export const FIELD_OF_CODE: Record<string, string> = {
  sender_domain: 'fromEmail',
  sender_domain_none: 'fromEmail',
  schedule_invalid: 'scheduledAt',
  template_required: 'template',
  segment_required: 'segment',
};

/** The input's name of a refusal, if it is about one field. */
export const fieldOfRefusal = (error: unknown): string | undefined =>
  error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;

/** Strapi's answer keeps only the fields the API takes: the console's helpers and read-only fields go. */
export const campaignPayload = (values: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) if (key in values) out[key] = values[key] === '' ? null : values[key];
  if (out.schedule === 'IMMEDIATE') out.scheduledAt = null;
  return out;
};

const EDITABLE = [
  'name',
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
];
