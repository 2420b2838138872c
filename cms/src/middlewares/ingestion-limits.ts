/**
 * Public ingestion endpoints (what anonymous callers or readers send in volume), and the search, get a body-size
 * cap (413) and a per-client rate limit (429 with Retry-After), before the body is read. Which endpoints, and why these numbers,
 * is in the README ("Public endpoints: limits"). Sign-in, password and confirmation codes have their own
 * throttle in api::account.
 */
import { admit, bodyFits, createRateLimiter } from '../services/rate-limit';

const intFromEnv = (name: string, fallback: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

type Endpoint = { name: string; method: string; path: RegExp; maxBytes: number; perMinute: number };

export const INGESTION_ENDPOINTS = (): Endpoint[] => [
  // Page views: a browser flushes every 5 s (12 a minute); 200 events of up to 2048 characters fit in 512 KB.
  {
    name: 'statistics',
    method: 'POST',
    path: /^\/api\/statistics\/?$/,
    maxBytes: 512 * 1024,
    perMinute: intFromEnv('STATISTICS_MAX_PER_MINUTE', 120),
  },
  // Provider webhooks name one payment id; each is stored before it is processed.
  {
    name: 'payment-webhooks',
    method: 'POST',
    path: /^\/api\/payments\/webhook\/[^/]+\/?$/,
    maxBytes: 8 * 1024,
    perMinute: intFromEnv('WEBHOOKS_MAX_PER_MINUTE', 300),
  },
  // The top-bar search (signed-in staff): a person submits a few a minute; a script looping over names gets 429.
  {
    name: 'search',
    method: 'GET',
    path: /^\/api\/search\/?$/,
    maxBytes: 0,
    perMinute: intFromEnv('SEARCH_MAX_PER_MINUTE', 60),
  },
  // Readers' comments and abuse reports.
  {
    name: 'comments',
    method: 'POST',
    path: /^\/api\/comments\/[^/]+(\/comment\/[^/]+\/report-abuse)?\/?$/,
    maxBytes: 32 * 1024,
    perMinute: intFromEnv('COMMENTS_MAX_PER_MINUTE', 20),
  },
  // Preview and share links (GET /api/delivery/links/{token}): a person opens one now and then; a crawler
  // trying tokens is held back here before the database is asked (the HMAC already makes guessing futile).
  {
    name: 'content-links',
    method: 'GET',
    path: /^\/api\/delivery\/links\/[^/]+\/?$/,
    maxBytes: 1024,
    perMinute: intFromEnv('CONTENT_LINKS_MAX_PER_MINUTE', 60),
  },
];

export default () => {
  const endpoints = INGESTION_ENDPOINTS().map((e) => ({
    ...e,
    limiter: createRateLimiter({ max: e.perMinute, windowMs: 60_000 }),
  }));
  return async (ctx, next) => {
    const endpoint = endpoints.find((e) => e.method === ctx.method && e.path.test(ctx.path));
    if (endpoint && !(bodyFits(ctx, endpoint.maxBytes) && admit(ctx, endpoint.limiter))) return;
    await next();
  };
};
