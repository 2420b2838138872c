/**
 * Every refusal the API sends carries `details.code`, so the console can say it in the user's language
 * (issue #17 C5). Our services set their own codes; Strapi's own errors (strictParams' "Invalid key", schema
 * validation, "Not Found", "Forbidden", body limits, rate limits, internal errors) come without one and get a
 * code here by their name or status. Schema validation's field errors (yup's English sentences) get the
 * field code of the shared rules (config/src/validation.ts) with its parameters.
 *
 * Sits outside `strapi::errors`, so it sees the body that middleware (or `ctx.notFound()` and the like) made.
 */
type ErrorBody = { status?: number; name?: string; message?: string; details?: Record<string, unknown> };
type FieldError = { path?: unknown; message?: unknown; code?: unknown; params?: unknown };

/** Strapi's error names (and our own classes in services/errors.ts) to a code. */
const CODE_BY_NAME: Record<string, { code: string }> = {
  PaginationError: { code: 'invalid_request' },
  NotFoundError: { code: 'not_found' },
  ForbiddenError: { code: 'forbidden' },
  PolicyError: { code: 'forbidden' },
  UnauthorizedError: { code: 'unauthorized' },
  // Strapi's own limits say no numbers, so these codes need none (ours, body_too_large and rate_limited, do).
  PayloadTooLargeError: { code: 'too_large' },
  RateLimitError: { code: 'too_many_requests' },
  NotImplementedError: { code: 'not_implemented' },
  ConflictError: { code: 'conflict' },
  UpstreamError: { code: 'upstream_failed' },
  ServiceUnavailableError: { code: 'unavailable' },
};

const CODE_BY_STATUS: Record<number, { code: string }> = {
  400: { code: 'invalid_request' },
  401: { code: 'unauthorized' },
  403: { code: 'forbidden' },
  404: { code: 'not_found' },
  409: { code: 'conflict' },
  413: { code: 'too_large' },
  429: { code: 'too_many_requests' },
  501: { code: 'not_implemented' },
  502: { code: 'upstream_failed' },
  503: { code: 'unavailable' },
};

// Written as `code: '…'` like every other code, so the console's catalog test finds them (admin/src/i18n).
const UNKNOWN_FIELD_ERROR = { code: 'invalid', params: {} };
const FIELD_ERRORS = { code: 'invalid_fields' };
const UNKNOWN_KEY = { code: 'invalid_key' };
const SERVER_ERROR = { code: 'server_error' };
const OTHER_ERROR = { code: 'request_failed' };

/** yup's default English messages (Strapi's schema validation) to the field codes of the shared rules. */
type YupRule = { pattern: RegExp; code: string; params: (m: RegExpMatchArray) => Record<string, unknown> };
const none = () => ({});
const YUP_MESSAGES: YupRule[] = [
  { pattern: /is a required field$|must be defined$|cannot be null$/, code: 'required', params: none },
  { pattern: /must be at most (\d+) characters$/, code: 'maxLength', params: (m) => ({ max: Number(m[1]) }) },
  { pattern: /must be at least (\d+) characters$/, code: 'minLength', params: (m) => ({ min: Number(m[1]) }) },
  { pattern: /must be less than or equal to (-?[\d.]+)$/, code: 'maxValue', params: (m) => ({ max: Number(m[1]) }) },
  { pattern: /must be greater than or equal to (-?[\d.]+)$/, code: 'minValue', params: (m) => ({ min: Number(m[1]) }) },
  { pattern: /must be a valid email$/, code: 'email', params: none },
  { pattern: /must be a valid URL$/, code: 'url', params: none },
  { pattern: /must be one of the following values: (.*)$/, code: 'oneOf', params: (m) => ({ values: m[1] }) },
  { pattern: /must be an integer$|must be a valid integer$/, code: 'integer', params: none },
  { pattern: /must be a `number` type|must be a finite number/, code: 'numeric', params: none },
  { pattern: /must be a `boolean` type/, code: 'boolean', params: none },
  { pattern: /must be unique$/, code: 'unique', params: none },
];

const withFieldCode = (error: FieldError): FieldError => {
  if (typeof error.code === 'string' || typeof error.message !== 'string') return error;
  for (const rule of YUP_MESSAGES) {
    const match = error.message.match(rule.pattern);
    if (match) return { ...error, code: rule.code, params: rule.params(match) };
  }
  return { ...error, ...UNKNOWN_FIELD_ERROR };
};

/** The code Strapi's own error gets: by what it is, else by its status. */
export const codeFor = (error: ErrorBody): string => {
  const details = error.details ?? {};
  if (Array.isArray(details.errors) && details.errors.length > 0) return FIELD_ERRORS.code;
  if (error.name === 'ValidationError' && typeof details.key === 'string') return UNKNOWN_KEY.code;
  const status = Number(error.status ?? 500);
  return (
    CODE_BY_NAME[error.name ?? '']?.code ??
    CODE_BY_STATUS[status]?.code ??
    (status >= 500 ? SERVER_ERROR : OTHER_ERROR).code
  );
};

/** The error body with a code (and field codes), untouched when it has them already. */
export const withCodes = (error: ErrorBody): ErrorBody => {
  const details = { ...(error.details ?? {}) };
  if (Array.isArray(details.errors)) details.errors = (details.errors as FieldError[]).map(withFieldCode);
  if (typeof details.code !== 'string') details.code = codeFor(error);
  return { ...error, details };
};

export default () =>
  async (ctx: { body: unknown; status: number }, next: () => Promise<void>): Promise<void> => {
    await next();
    const body = ctx.body as { error?: ErrorBody } | null;
    if (ctx.status < 400 || !body || typeof body !== 'object' || !body.error || typeof body.error !== 'object') return;
    body.error = withCodes(body.error);
  };
