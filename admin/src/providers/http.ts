import { ApiError, toApiError } from './apiError';
import { CSRF_HEADER, isMutating, readCsrfToken } from './csrf';
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
    const token = readCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    const error = new ApiError({
      status: 0,
      name: 'NetworkError',
      message: cause instanceof Error ? cause.message : String(cause),
      url,
      method,
    });
    reportApiError(error, shouldToast(error, options));
    throw error;
  }

  const payload = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, payload, url, method, response.statusText);
    reportApiError(error, shouldToast(error, options));
    throw error;
  }
  return payload as T;
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
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers: { Accept: '*/*' }, credentials: 'same-origin' });
  } catch (cause) {
    const error = new ApiError({
      status: 0,
      name: 'NetworkError',
      message: cause instanceof Error ? cause.message : String(cause),
      url,
      method: 'GET',
    });
    reportApiError(error, shouldToast(error, options));
    throw error;
  }
  if (!response.ok) {
    const error = toApiError(response.status, await readBody(response), url, 'GET', response.statusText);
    reportApiError(error, shouldToast(error, options));
    throw error;
  }
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
