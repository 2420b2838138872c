/**
 * Where the API is (SPEC 7, docs/multi-tenant.md). By default the console is served by the CMS and calls it on its
 * own origin: paths stay as they are. With an API host in index.html's `<meta name="newsroom-api-host">` (set when
 * the console is deployed), one console build serves many publishers: the first label of the page's host is the
 * tenant, its API is `<protocol>//<tenant>.<API host>` (krant.example.nl → krant.api.example.nl), called with
 * credentials. Every API call and every URL built from an API path goes through `apiUrl`.
 */
export const API_HOST_META = 'newsroom-api-host';

/** The API's origin for a page at `protocol//hostname` and an API host (may carry a port); '' without one. */
export const apiBaseOf = (protocol: string, hostname: string, apiHost: string): string => {
  const host = apiHost.trim().toLowerCase();
  if (!host) return '';
  const tenant = hostname.toLowerCase().split('.')[0];
  return `${protocol}//${tenant}.${host}`;
};

const configuredApiHost = (): string => {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${API_HOST_META}"]`)?.content ?? '';
};

/** The API's origin when the console is multi-tenant, '' when it calls its own origin. */
export const API_BASE = apiBaseOf(window.location.protocol, window.location.hostname, configuredApiHost());

/** Requests carry the API host's cookies: same-origin by default, included towards a tenant's API host. */
export const API_CREDENTIALS: RequestCredentials = API_BASE ? 'include' : 'same-origin';

/**
 * An API path (`/api/...`, `/graphql`, `/uploads/...`) as the browser must fetch, link or show it; absolute URLs
 * (a file on S3, another site) and anything else are left alone.
 */
export const apiUrl = <T extends string | null | undefined>(path: T, base: string = API_BASE): T =>
  (base && typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? `${base}${path}` : path) as T;

/** The origin websites and readers use for the public API (snippets, public links): the API's, else the page's. */
export const apiOrigin = (): string => API_BASE || window.location.origin;
