/**
 * Error shapes shared by the profile APIs:
 * - `refuseFields`: Strapi's 400 ValidationError with `details.errors: [{path, code, message, params}]`
 *   (messages from @newsroom/config `ruleMessage`; the console translates by code);
 * - `ConflictError`: 409 in Strapi's error shape, from services as well as controllers;
 * - `isUniqueViolation`: a database unique-index violation (SQLite or PostgreSQL) on a named index.
 */
import { errors } from '@strapi/utils';
import { ruleMessage, type FieldFailure } from '@newsroom/config';

export function refuseFields(failures: FieldFailure[]): never {
  const list = failures.map((f) => ({
    path: f.path.map(String),
    code: f.code,
    message: ruleMessage(f),
    params: f.params ?? {},
  }));
  const single = list.length === 1 ? list[0] : null;
  throw new errors.ValidationError(
    single ? single.message : `${list.length} fields are not valid: ${list.map((e) => e.message).join(' ')}`,
    {
      code: single ? single.code : 'invalid_fields',
      ...(single ? { params: single.params } : {}),
      errors: list,
    },
  );
}

/**
 * An error Strapi's error middleware answers with its status, name, message and details: it formats any
 * http-errors HttpError that way; @strapi/utils exposes that class but it cannot be constructed, so this
 * error joins its prototype chain instead.
 */
class StatusError extends Error {
  readonly statusCode: number;
  readonly expose = true;
  details: Record<string, unknown>;
  constructor(
    readonly status: number,
    name: string,
    message: string,
    details: Record<string, unknown>,
  ) {
    super(message);
    this.name = name;
    this.statusCode = status;
    this.details = details;
  }
}
Object.setPrototypeOf(StatusError.prototype, (errors as any).HttpError.prototype);

/** 409 Conflict, from services as well as controllers. */
export class ConflictError extends StatusError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(409, 'ConflictError', message, details);
  }
}

/** 502 Bad Gateway: a service we depend on (postcode look-up, payment provider) failed. */
export class UpstreamError extends StatusError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(502, 'UpstreamError', message, details);
  }
}

/** 503: a step of ours failed in a way a retry may fix (nothing was kept); the message says what. */
export class UnavailableError extends StatusError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(503, 'ServiceUnavailableError', message, details);
  }
}

/** True when `error` is a unique violation of the index called `indexName`. */
export function isUniqueViolation(error: any, indexName: string): boolean {
  for (let e = error, depth = 0; e && depth < 3; e = e.cause, depth++) {
    const text = `${e.message ?? ''} ${e.constraint ?? ''} ${e.detail ?? ''}`;
    const unique =
      e.code === '23505' ||
      String(e.code ?? '').startsWith('SQLITE_CONSTRAINT') ||
      /unique constraint|duplicate key/i.test(text);
    if (unique && text.includes(indexName)) return true;
  }
  return false;
}

/** 422 Unprocessable: well-formed input a rule refuses as a whole (a block of a design, a sender domain) or that names
 * something that cannot be used (an unknown profile or segment). */
export class UnprocessableError extends StatusError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(422, 'UnprocessableEntityError', message, details);
  }
}
