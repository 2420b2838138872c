/**
 * Consoles served from another origin (SPEC 7's multi-tenant rule, docs/multi-tenant.md). `CONSOLE_ORIGINS` lists
 * the origins whose console calls this API cross-origin with the session cookie, comma-separated:
 * `https://krant.example.nl` exactly, or `https://*.example.nl`: any one label in place of `*`, and that label
 * must be the tenant this API answers for, the first label of the request's host (the console of
 * krant.example.nl may call krant.api.example.nl, not blad.api.example.nl). Unset: nothing here applies and the
 * CORS and CSRF rules stay as they are.
 */
type OriginRule = { protocol: string; host: string; port: string; wildcard: boolean };
type HostCtx = { get(field: string): string; hostname: string };

const ENTRY = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?\/?$/i;
const ORIGIN = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/i;

/** The header that hands a cross-origin console its CSRF token (it cannot read the API host's cookie). */
export const CSRF_RESPONSE_HEADER = 'X-CSRF-Token';

/** The rules of `value` (CONSOLE_ORIGINS); a malformed entry stops the start with the entry named. */
export function parseConsoleOrigins(value: string | undefined): OriginRule[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const match = ENTRY.exec(entry);
    if (!match) {
      throw new Error(
        `CONSOLE_ORIGINS: "${entry}" is not an origin such as https://krant.example.nl or https://*.example.nl`,
      );
    }
    return {
      protocol: match[1].toLowerCase(),
      wildcard: Boolean(match[2]),
      host: match[3].toLowerCase(),
      port: match[4] ?? '',
    };
  });
}

/** The tenant an API host answers for: its first label (`krant` of krant.api.example.nl). */
export const tenantOf = (hostname: string): string => hostname.toLowerCase().split('.')[0] ?? '';

/**
 * `origin` when a console there may call this API with credentials (`rules` from CONSOLE_ORIGINS, `apiHostname` the
 * host the request was sent to), else ''.
 */
export function matchConsoleOrigin(rules: OriginRule[], origin: string, apiHostname: string): string {
  const match = ORIGIN.exec(origin);
  if (!match) return '';
  const [protocol, host, port] = [match[1].toLowerCase(), match[2].toLowerCase(), match[3] ?? ''];
  const allowed = rules.some((rule) => {
    if (rule.protocol !== protocol || rule.port !== port) return false;
    if (!rule.wildcard) return rule.host === host;
    const dot = host.indexOf('.');
    return dot > 0 && host.slice(dot + 1) === rule.host && host.slice(0, dot) === tenantOf(apiHostname);
  });
  return allowed ? origin : '';
}

let cached: { value: string | undefined; rules: OriginRule[] } | null = null;
const currentRules = (): OriginRule[] => {
  const value = process.env.CONSOLE_ORIGINS;
  if (!cached || cached.value !== value) cached = { value, rules: parseConsoleOrigins(value) };
  return cached.rules;
};

/** Whether consoles on other origins are configured (CONSOLE_ORIGINS set). */
export const consoleOriginsConfigured = (): boolean => currentRules().length > 0;

/** The request's Origin when it is an allowed console's, else '' (no CORS headers: the browser refuses). */
export const allowedConsoleOrigin = (ctx: HostCtx): string => {
  const origin = ctx.get('Origin');
  return origin ? matchConsoleOrigin(currentRules(), origin, ctx.hostname) : '';
};
