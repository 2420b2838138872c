/** Strapi error envelope: {error:{status,name,message,details}}. */
export interface StrapiErrorBody {
  error?: { status?: number; name?: string; message?: string; details?: Record<string, unknown> };
}

export interface ApiErrorInit {
  status: number;
  name: string;
  message: string;
  details?: Record<string, unknown>;
  url: string;
  method: string;
}

export type FieldErrors = { [field: string]: string | FieldErrors };

/**
 * Every failed API call rejects with this. `status` and `body.errors` follow react-admin's
 * HttpError contract, so checkError and react-admin forms understand it without adapters.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly url: string;
  readonly method: string;
  readonly body: { errors?: FieldErrors };
  readonly issues: FieldIssue[];

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = init.name;
    this.status = init.status;
    this.details = init.details ?? {};
    this.url = init.url;
    this.method = init.method;
    this.issues = fieldIssues(this.details);
    const errors = toFieldErrors(this.issues, translatableIssue);
    this.body = errors ? { errors } : {};
  }

  /** details.code, used by the auth screens to pick a translated message. */
  get code(): string | undefined {
    const code = this.details.code;
    return typeof code === 'string' ? code : undefined;
  }
}

const NAMES_BY_STATUS: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  413: 'PayloadTooLargeError',
  429: 'RateLimitError',
};

/**
 * A field error as react-admin's forms translate it: its catalog key (app.validation.codes.<code>) with the
 * details, in the special string form react-admin's ValidationError reads (a plain string would be shown as is),
 * the server's text only as the fallback of a code the console does not know.
 */
const translatableIssue = (issue: FieldIssue): string =>
  `@@react-admin@@${JSON.stringify({
    message: `app.validation.codes.${issue.code}`,
    args: { ...issue.params, _: issue.message },
  })}`;

export const toApiError = (status: number, body: unknown, url: string, method: string, statusText = ''): ApiError => {
  const error = (body as StrapiErrorBody | null)?.error;
  return new ApiError({
    status: error?.status ?? status,
    name: error?.name || NAMES_BY_STATUS[status] || (status >= 500 ? 'InternalServerError' : 'HttpError'),
    message: error?.message || statusText || `HTTP ${status}`,
    details: error?.details,
    url,
    method,
  });
};

export interface FieldIssue {
  path: string[];
  /** Stable code (e.g. 'maxLength'), the key the console translates; falls back to the message. */
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** Strapi validation details.errors [{path:['firstName'], message, code?, params?}] as a flat list. */
export const fieldIssues = (details: Record<string, unknown>): FieldIssue[] => {
  const list = details.errors;
  if (!Array.isArray(list)) return [];
  return (list as Array<Record<string, unknown>>).flatMap((item) => {
    const path = Array.isArray(item.path) ? item.path.map(String) : [];
    const message = typeof item.message === 'string' ? item.message : '';
    const code = typeof item.code === 'string' ? item.code : message;
    if (path.length === 0 || !code) return [];
    const params =
      item.params && typeof item.params === 'object' ? (item.params as Record<string, unknown>) : undefined;
    return [{ path, code, message: message || code, params }];
  });
};

/** Issues as the nested {field: text} object react-admin forms show on their inputs (first issue wins). */
export const toFieldErrors = (issues: FieldIssue[], text: (issue: FieldIssue) => string): FieldErrors | undefined => {
  if (issues.length === 0) return undefined;
  const result: FieldErrors = {};
  for (const issue of issues) {
    let node = result;
    issue.path.slice(0, -1).forEach((key) => {
      if (typeof node[key] !== 'object') node[key] = {};
      node = node[key] as FieldErrors;
    });
    const leaf = issue.path[issue.path.length - 1];
    if (node[leaf] === undefined) node[leaf] = text(issue);
  }
  return result;
};
