import { ApiError, toApiError } from './apiError';
import { API_CREDENTIALS, apiUrl } from './apiBase';
import { CSRF_HEADER, csrfToken, isMutating, rememberCsrfToken } from './csrf';
import { reportApiError } from './errorBus';
import { shouldToast } from './toastRule';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is FormData (multipart, the browser sets the boundary). */
  body?: unknown;
  /** Background calls whose failure the user should not hear about. */
  silent?: boolean;
  /** Lets the request outlive the page (last page views when the tab closes or reloads). */
  keepalive?: boolean;
}

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Reports a failed call once (a toast unless the call is silent or the rule says otherwise) and returns it to throw. */
const reported = (error: ApiError, options: Pick<RequestOptions, 'silent'>): ApiError => {
  reportApiError(error, shouldToast(error, options));
  return error;
};

/**
 * `fetch` of an API path at the API's base (apiBase.ts) with the session cookie (credentials same-origin, or
 * included towards a tenant's API host, whose CSRF token comes in a response header). No answer at all is a
 * NetworkError (status 0), an answer that is not ok Strapi's error: both rejected as an ApiError, reported once
 * for the toast.
 */
const fetchOk = async (
  url: string,
  init: RequestInit & { method: string },
  options: Pick<RequestOptions, 'silent'>,
): Promise<Response> => {
  let response: Response;
  try {
    response = await fetch(apiUrl(url), { ...init, credentials: API_CREDENTIALS });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw reported(new ApiError({ status: 0, name: 'NetworkError', message, url, method: init.method }), options);
  }
  rememberCsrfToken(response.headers.get(CSRF_HEADER));
  if (!response.ok) {
    const payload = await readBody(response);
    throw reported(toApiError(response.status, payload, url, init.method, response.statusText), options);
  }
  return response;
};

/**
 * The only place the console talks HTTP. Cookie session (credentials same-origin), CSRF header
 * on every mutating call, Strapi errors turned into ApiError and reported once for the toast.
 */
export const request = async <T = unknown>(url: string, options: RequestOptions = {}): Promise<T> => {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (isMutating(method)) {
    const token = csrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }

  const response = await fetchOk(
    url,
    { method, headers, body, ...(options.keepalive ? { keepalive: true } : {}) },
    options,
  );
  return (await readBody(response)) as T;
};

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition when the server names the file. */
  filename?: string;
  contentType: string;
}

const filenameOf = (disposition: string | null): string | undefined => {
  if (!disposition) return undefined;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1];
};

/**
 * A GET whose answer is a file (an export, an import's error rows): same session, errors and toast
 * rule as `request`, but the body is kept as a Blob.
 */
export const requestFile = async (
  url: string,
  options: Pick<RequestOptions, 'silent'> = {},
): Promise<DownloadedFile> => {
  const response = await fetchOk(url, { method: 'GET', headers: { Accept: '*/*' } }, options);
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('Content-Disposition')),
    contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
  };
};

/** Hands a downloaded file to the browser as a "save" of `filename`. */
export const saveFile = (file: DownloadedFile, fallbackName: string): void => {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
