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

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = init.name;
    this.status = init.status;
    this.details = init.details ?? {};
    this.url = init.url;
    this.method = init.method;
    const errors = fieldErrorsFromDetails(this.details);
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

export const toApiError = (
  status: number,
  body: unknown,
  url: string,
  method: string,
  statusText = '',
): ApiError => {
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

/** Strapi validation details.errors [{path:['social','twitter'], message}] → {social:{twitter:message}}. */
export const fieldErrorsFromDetails = (details: Record<string, unknown>): FieldErrors | undefined => {
  const list = details.errors;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const result: FieldErrors = {};
  for (const item of list as Array<{ path?: unknown; message?: unknown }>) {
    const path = Array.isArray(item.path) ? item.path.map(String) : [];
    if (path.length === 0 || typeof item.message !== 'string') continue;
    let node = result;
    path.slice(0, -1).forEach((key) => {
      if (typeof node[key] !== 'object') node[key] = {};
      node = node[key] as FieldErrors;
    });
    const leaf = path[path.length - 1];
    if (node[leaf] === undefined) node[leaf] = item.message;
  }
  return Object.keys(result).length ? result : undefined;
};
